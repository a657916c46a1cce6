"""Chat exports: ChatGPT conversations.json, plain message JSON, JSONL, WhatsApp (Android)."""
import datetime as dt
import json
import uuid

NS = uuid.UUID("6f1c2a53-5b0e-4f7a-9d62-1e4a7b3c9d10")
UTC = dt.timezone.utc


def uid(*parts):
    return str(uuid.uuid5(NS, "/".join(parts)))


def epoch(y, mo, d, h, mi, s=0):
    return dt.datetime(y, mo, d, h, mi, s, tzinfo=UTC).timestamp() + 0.25


# ------------------------------------------------------------ ChatGPT export

def _node(conv, key, role, text, t, parent, children):
    msg = None
    if role is not None:
        msg = {
            "id": uid(conv, key, "msg"),
            "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t,
            "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully",
            "end_turn": True if role == "assistant" else None,
            "weight": 1.0 if role != "system" else 0.0,
            "metadata": {} if role != "assistant" else {"model_slug": "gpt-4o"},
            "recipient": "all",
        }
    return {"id": uid(conv, key), "message": msg,
            "parent": uid(conv, parent) if parent else None,
            "children": [uid(conv, c) for c in children]}


def conversation(conv, title, nodes, current):
    """nodes: list of (key, role, text, time, parent_key, [child_keys])."""
    mapping = {}
    for key, role, text, t, parent, children in nodes:
        n = _node(conv, key, role, text, t, parent, children)
        mapping[n["id"]] = n
    times = [n[3] for n in nodes if n[3] is not None]
    return {
        "title": title,
        "create_time": min(times),
        "update_time": max(times),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": uid(conv, current),
        "plugin_ids": None,
        "conversation_id": uid(conv),
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": uid(conv),
    }


def chatgpt():
    convs = []
    # 1. matt vs gloss
    c = "matt-gloss"
    t0 = epoch(2024, 9, 3, 20, 10)
    convs.append(conversation(c, "Matt vs gloss glaze on mugs", [
        ("root", None, None, None, None, ["sys"]),
        ("sys", "system", "", t0, "root", ["u1"]),
        ("u1", "user", "I make mugs in buff stoneware and fire to cone 6 in an electric kiln. "
         "Personally I much prefer a matt glaze on the outside with a glossy liner inside - gloss all "
         "over looks too shop-bought to me, and matt feels lovely in the hand. But customers at fairs "
         "keep asking if matt is dishwasher safe. Is it, and what should I tell them?",
         t0 + 5, "sys", ["a1"]),
        ("a1", "assistant", "Good question, and a common worry. A few points:\n\n"
         "1. **Food contact is the liner.** If the inside and the rim are a well-melted gloss that has "
         "passed a leach test, the drinking surfaces are fine. The matt outside is touched by hands, "
         "not food.\n2. **True matt vs underfired.** A properly formulated matt (e.g. a calcium or "
         "magnesium matt that fully melts and develops microcrystals) is durable. An 'underfired gloss' "
         "that looks matt is not, and will stain and wear.\n3. **Dishwashers.** Stable matt glazes "
         "generally survive, but some marks from cutlery and detergent etching can show over years. "
         "Many potters say 'dishwasher safe, hand-washing keeps it nicer for longer'.\n4. **Simple "
         "tests:** a lemon wedge left on the glaze overnight (colour change = unstable), and a cutlery "
         "mark test (rub a steel spoon - grey marks that won't wash off suggest a rough surface).\n\n"
         "Suggested wording for a card on the stall: 'Outside: satin-matt stoneware glaze. Inside: "
         "food-safe gloss. Microwave and dishwasher safe; hand wash to keep them at their best.'",
         t0 + 40, "u1", ["u2"]),
        ("u2", "user", "Should the rim be matt or gloss?", t0 + 300, "a1", ["a2"]),
        ("a2", "assistant", "Gloss. Carry the liner over the rim by about 5 mm so the lip is glossy - "
         "it's smoother on the mouth, easier to clean and it's the bit that gets the most wear. Wax the "
         "outside below that line before dipping the outside in your matt.",
         t0 + 330, "u2", []),
    ], "a2"))

    # 2. blue glaze with an edited branch (v1 abandoned, v2 current)
    c = "blue-glaze"
    t0 = epoch(2024, 10, 20, 21, 2)
    q1 = "Can you give me a glossy cobalt blue glaze recipe for cone 6 in an electric kiln?"
    q2 = ("Can you give me a glossy cobalt blue glaze recipe for cone 6 in an electric kiln? No barium "
          "please - I sell mugs and I don't want it anywhere near my garage or my cat.")
    convs.append(conversation(c, "Glossy blue glaze cone 6", [
        ("root", None, None, None, None, ["sys"]),
        ("sys", "system", "", t0, "root", ["u1", "u1b"]),
        ("u1", "user", q1, t0 + 4, "sys", ["a1"]),
        ("a1", "assistant", "Here's a classic glossy cobalt blue for cone 6 oxidation (dry weight %):\n\n"
         "| Material | % |\n|---|---|\n| Potash feldspar | 30 |\n| Silica | 22 |\n| Whiting | 14 |\n"
         "| Barium carbonate | 10 |\n| China clay | 14 |\n| Zinc oxide | 10 |\n\nAdd: Cobalt oxide 1%.\n\n"
         "The barium gives a deep, saturated blue. Wear a mask when mixing.",
         t0 + 30, "u1", []),
        ("u1b", "user", q2, t0 + 95, "sys", ["a1b"]),
        ("a1b", "assistant", "Absolutely - here's a barium-free 'floating blue' style glaze for cone 6 "
         "electric (dry weight %):\n\n"
         "| Material | % |\n|---|---|\n| Nepheline syenite | 20 |\n| Silica | 25 |\n| Wollastonite | 15 |\n"
         "| Frit 3134 | 20 |\n| China clay | 15 |\n| Talc | 5 |\n\nAdditions: **Cobalt carbonate 1.5%**, "
         "Rutile 4%, Red iron oxide 2%.\n\nApply medium-thick (a 3-second dip over bisque), and fire with "
         "a slow cool (about 80-150 C/hr from peak down to around 1000 C) to develop the variegation. "
         "Test on a vertical tile first - it can run if applied thickly near the foot.",
         t0 + 125, "u1b", ["u2"]),
        ("u2", "user", "If I leave out the rutile will it still do the floaty thing?", t0 + 420, "a1b", ["a2"]),
        ("a2", "assistant", "No - the rutile is what creates the mottled, 'floating' variegation. Without "
         "it you'll get a clean, flat glossy cobalt blue, which is also lovely but a different look. You "
         "could try 2% rutile as a halfway house.", t0 + 450, "u2", []),
    ], "a2"))

    # 3. letter to highways
    c = "highways-letter"
    t0 = epoch(2024, 6, 20, 19, 30)
    convs.append(conversation(c, "Letter to Highways re Mill Lane speeding", [
        ("root", None, None, None, None, ["sys"]),
        ("sys", "system", "", t0, "root", ["u1"]),
        ("u1", "user", "I'm a parish councillor. Help me write a short, firm but polite letter to the "
         "county council Highways team about speeding on Mill Lane, Little Hadwell (30 limit). We've got "
         "residents' complaints, a near miss with a child on a bike in May, and we're waiting for their "
         "speed survey results. We'd like the data shared and advice on a speed indicator device.",
         t0 + 3, "sys", ["a1"]),
        ("a1", "assistant", "Dear Highways Engineer,\n\nRe: Speeding on Mill Lane, Little Hadwell\n\n"
         "I am writing on behalf of Little Hadwell Parish Council regarding continued concerns about "
         "vehicle speeds on Mill Lane, which is subject to a 30 mph limit. The council has received "
         "repeated complaints from residents, and in May a child cycling to school was involved in a "
         "near miss at the bend by the allotments.\n\nWe understand a speed survey was carried out on "
         "Mill Lane recently. We would be grateful if the results could be shared with the council at "
         "your earliest convenience, together with any advice on the siting of a speed indicator "
         "device (SID) and eligibility for the Parish Partnership scheme.\n\nYours faithfully,\n\n"
         "Cllr Ruth Okafor-Bell\nOn behalf of Little Hadwell Parish Council",
         t0 + 35, "u1", []),
    ], "a1"))

    # 4. revision timetable
    c = "revision"
    t0 = epoch(2025, 1, 30, 20, 45)
    convs.append(conversation(c, "GCSE revision timetable for my daughter", [
        ("root", None, None, None, None, ["sys"]),
        ("sys", "system", "", t0, "root", ["u1"]),
        ("u1", "user", "My daughter is doing 9 GCSEs (triple science, maths, English lang and lit, "
         "geography, French, art). Exams start mid-May. Her weakest is maths. Can you suggest a weekly "
         "revision plan from February half-term that isn't insane? She also has a maths tutor on "
         "Tuesdays at 6.", t0 + 6, "sys", ["a1"]),
        ("a1", "assistant", "Here's a sustainable plan (about 2 hours on school nights, 4 at weekends):\n\n"
         "| Day | Session 1 (45 min) | Session 2 (45 min) |\n|---|---|---|\n"
         "| Mon | Maths | Biology |\n| Tue | Maths tutor 6pm | French vocab (20 min) |\n"
         "| Wed | Chemistry | English Lit quotes |\n| Thu | Maths | Physics |\n| Fri | Rest | - |\n"
         "| Sat | Past paper (rotating) | Geography case studies |\n| Sun | Art project | Weak-topic "
         "catch-up |\n\nTips: past papers under timed conditions from Easter; flashcards with spaced "
         "repetition; one full day off a week; sleep matters more than an extra hour.",
         t0 + 40, "u1", []),
    ], "a1"))
    return "chats/chatgpt/conversations.json", json.dumps(convs, ensure_ascii=False)


# ------------------------------------------------------------ plain message JSON

def aa_chat():
    msgs = [
        ("user", "My mum is 78, lives in sheltered housing, has type 2 diabetes and walks with a stick. "
         "She had a fall in July. My sister says she should be getting some benefit for older people who "
         "need care but I don't know what it's called or whether Mum's savings would stop her getting it.",
         "2024-09-26T20:14:03Z"),
        ("assistant", "It sounds like your sister means **Attendance Allowance**. Key points:\n\n"
         "- It's for people over State Pension age who need help with personal care (washing, dressing, "
         "medication, getting about safely) or supervision to stay safe, because of an illness or "
         "disability.\n- It is **not means-tested**: savings and income don't affect it, and it isn't "
         "taxable.\n- She doesn't need to actually be getting the help - it's about the help she needs.\n"
         "- She normally needs to have needed help for at least 6 months.\n- There are two rates: a lower "
         "rate (help during the day *or* night) and a higher rate (day *and* night, or terminally ill). "
         "For 2024/25 these are £72.65 and £108.55 a week.\n- You apply on form AA1. It's long - describe "
         "her worst days, give examples (e.g. the fall), and mention her pendant alarm and the key safe.\n"
         "- Getting it can also increase Pension Credit or Housing Benefit if she gets those.",
         "2024-09-26T20:14:41Z"),
        ("user", "Can I fill it in for her? I'm her attorney on an LPA.",
         "2024-09-26T20:19:12Z"),
        ("assistant", "Yes. As her attorney under a property and financial affairs LPA you can complete "
         "and sign the form on her behalf - tick the box saying you're signing for her and enclose a copy "
         "of the LPA (a certified copy is safest). It helps to do it with her so the answers reflect what "
         "she actually struggles with; ask the scheme manager for a supporting letter if possible.",
         "2024-09-26T20:19:50Z"),
        ("user", "Thanks. How long does it take?", "2024-09-26T20:23:30Z"),
        ("assistant", "Typically 6-8 weeks for a decision, sometimes longer. If it's awarded it's usually "
         "backdated to the date the form was received (or the date you requested the form, if you "
         "return it within six weeks). So it's worth requesting the form now.",
         "2024-09-26T20:23:58Z"),
    ]
    data = [{"role": r, "content": c, "timestamp": t} for r, c, t in msgs]
    return "chats/assistant/mum-benefit-question.json", json.dumps(data, ensure_ascii=False, indent=2)


def stairs_chat():
    msgs = [
        ("user", "We're having a loft conversion. The new stairs go over the existing stairwell. What's "
         "the minimum headroom building regs want over loft stairs?", "2024-08-14T21:02:00Z"),
        ("assistant", "Under Approved Document K, the normal minimum headroom over a stair is 2.0 m. For "
         "a loft conversion where there isn't enough height, it's acceptable to have 1.9 m at the centre "
         "of the stair width, reducing to 1.8 m at the side. Measure vertically from the pitch line.",
         "2024-08-14T21:02:35Z"),
        ("user", "And does the loft room need a fire door?", "2024-08-14T21:05:10Z"),
        ("assistant", "For a typical two-storey house becoming three storeys, you usually need a protected "
         "stairway: FD20 (or FD30) fire doors onto the stair from habitable rooms on every floor, mains "
         "interlinked smoke alarms, and the stair enclosure continuing up to the loft. Some designs use "
         "an escape window plus sprinklers instead - your building control surveyor will confirm.",
         "2024-08-14T21:05:44Z"),
        ("user", "What about winders vs straight flight?", "2024-08-14T21:08:02Z"),
        ("assistant", "Both are allowed. Winders save space but need a minimum going of 50 mm at the "
         "narrow end and consistent goings on the walking line. A straight flight is easier for carrying "
         "furniture up (think mattresses!).", "2024-08-14T21:08:30Z"),
    ]
    data = [{"role": r, "content": c, "timestamp": t} for r, c, t in msgs]
    return "chats/assistant/loft-stairs-headroom.json", json.dumps(data, ensure_ascii=False, indent=2)


# ------------------------------------------------------------ JSONL quick questions

def quick():
    rows = [
        ("2024-05-02T07:41:00+01:00", "how much is a driving lesson norwich average",
         "Typically £35-£42 an hour in the Norwich area in 2024; block bookings often save 5-10%."),
        ("2024-06-12T21:30:00+01:00", "kiln keeps tripping rcd why",
         "Common causes: a failing element leaking to earth, damp in the kiln, or an old consumer unit / shared circuit overloaded. Get an electrician to check the circuit and test the elements' insulation."),
        ("2024-07-28T22:05:00+01:00", "bisque firing temperature stoneware",
         "Most potters bisque stoneware to around 1000C (cone 06-04). Lower bisque = more porous, easier glazing."),
        ("2024-08-10T22:14:00+01:00", "is it ok to leave a cat alone for a weekend with loads of food",
         "Not ideal. Most vets advise no more than 24 hours without someone checking in - food can be eaten all at once, water can get knocked over and illness goes unnoticed. Get a neighbour or sitter to visit at least once a day."),
        ("2024-09-01T19:02:00+01:00", "gcse grade 4 vs 5 what's a pass",
         "Grade 4 is a 'standard pass', grade 5 a 'strong pass'. Many sixth forms ask for 5s or 6s in subjects taken to A level."),
        ("2024-10-05T09:15:00+01:00", "kiln element resistance how to check",
         "Isolate the kiln, then measure across each element's terminals with a multimeter on ohms. Compare with the manufacturer's value; 10%+ higher means the element is worn."),
        ("2024-11-08T16:40:00Z", "theory test pass mark",
         "Multiple choice 43/50 and hazard perception 44/75."),
        ("2024-12-01T20:20:00Z", "what to charge for a set of handmade dinner plates",
         "UK makers typically charge £25-£45 per dinner plate and £15-£25 per side plate for commissions, plus a 20-30% deposit."),
        ("2025-01-12T18:05:00Z", "how long does plaster take to dry before painting",
         "New skim: usually 1-2 weeks in good conditions (pinkish to pale even colour). Then a mist coat of watered-down emulsion."),
        ("2025-02-02T21:11:00Z", "parish council precept increase average",
         "Parish precept rises vary widely; many Norfolk parishes set 3-8% increases for 2025/26 citing insurance and grass-cutting costs."),
        ("2025-03-05T12:30:00Z", "dvsa cancelled my test can i claim",
         "Yes - if DVSA cancels or moves your test at short notice you can claim out-of-pocket expenses (e.g. lesson or car hire booked for the test) within 6 months."),
        ("2025-03-09T20:45:00Z", "consumer unit replacement cost uk",
         "Typically £450-£900 including a new board with RCBOs, testing and certification; more if the installation needs remedial work."),
    ]
    lines = [json.dumps({"ts": t, "q": q, "a": a}, ensure_ascii=False) for t, q, a in rows]
    return "chats/quick-questions.jsonl", "\n".join(lines) + "\n"


# ------------------------------------------------------------ WhatsApp (Android)

E2E = ("Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, "
       "can read or listen to them. Tap to learn more.")


def wa(lines):
    out = []
    for ts, who, text in lines:
        if who is None:
            out.append("%s - %s" % (ts, text))
        else:
            out.append("%s - %s: %s" % (ts, who, text))
    return "\n".join(out) + "\n"


def whatsapp_grace():
    G, R = "Grace", "Ruth"
    L = [
        ("02/04/2024, 20:14", None, E2E),
        ("02/04/2024, 20:14", G, "Did Ade's provisional come??"),
        ("02/04/2024, 20:31", R, "Today! He's already asked if he can drive to Tesco. No."),
        ("02/04/2024, 20:32", G, "😂 tell him Auntie Grace says happy early birthday"),
        ("21/04/2024, 18:05", R, "Back from Mum's. She's fine, sends love, says you don't ring enough (you do)"),
        ("21/04/2024, 18:07", G, "I rang her THURSDAY"),
        ("21/04/2024, 18:07", G, "<Media omitted>"),
        ("21/04/2024, 18:08", R, "Ha. She's wearing that cardigan you sent in the photo, so she can't be that cross"),
        ("09/07/2024, 13:40", R, "Don't panic - Mum had a little fall this morning. Bev says she's fine, bruised hip, pressed her pendant straight away. They're fitting the key safe."),
        ("09/07/2024, 13:52", G, "Oh no. Is she really ok? Should I come down?"),
        ("09/07/2024, 13:55", R, "Honestly fine. Bev said she's more embarrassed than hurt. Don't let on you know, she told Bev not to make a fuss 🙄"),
        ("09/07/2024, 13:56", G, "Classic Mum"),
        ("09/07/2024, 21:10", G, "Rang her. She talked about Elsie's hearing aid for 20 mins and didn't mention it once 😂"),
        ("28/08/2024, 19:20", G, "Did you read the articles I sent you about benefits for Mum?"),
        ("28/08/2024, 19:45", R, "Not yet 🙈 I will. Back at work and drowning"),
        ("28/08/2024, 19:46", G, "Ruth."),
        ("28/08/2024, 19:46", R, "I KNOW"),
        ("05/09/2024, 08:55", R, "We've said yes to Gary the loft man! Deposit paid. Starting January 😬"),
        ("05/09/2024, 09:10", G, "Yay! Brave woman. Get everything in writing. Remember our extension"),
        ("05/09/2024, 09:11", R, "How could I forget"),
        ("03/10/2024, 16:02", R, "Form posted! Mum signed the last page with a flourish"),
        ("03/10/2024, 16:05", G, "Finally!! 🙌"),
        ("12/11/2024, 21:15", G, "Christmas - are you sure you're OK doing it with the builders starting straight after?"),
        ("12/11/2024, 21:20", R, "Yes it's fine, they don't start till the 13th. Mum's coming 23rd-27th. You're doing Boxing Day call with the aunties remember"),
        ("12/11/2024, 21:21", G, "Yes yes. Aunty Ngozi will ask when you're getting a proper job again"),
        ("12/11/2024, 21:21", R, "I HAVE a proper job. I have three"),
        ("25/12/2024, 11:02", G, "<Media omitted>"),
        ("25/12/2024, 11:03", G, "Happy Christmas from Leicester! 🎄"),
        ("25/12/2024, 11:40", R, "<Media omitted>"),
        ("25/12/2024, 11:40", R, "Mum has already told me the turkey is dry and it's not even in the oven"),
        ("14/01/2025, 19:33", R, "Scaffold's up! House is chaos. Biscuit is furious"),
        ("14/01/2025, 19:50", G, """Ooh exciting. Right, big sister advice, and I'm only saying it because we got it wrong:
while the scaffold is up, get Gary's lot to look at your chimney stack. Repoint it and check the lead flashing round the bottom.
We didn't bother when ours was up for the extension and two years later we had damp in Tobi's room and had to pay £900 for ANOTHER scaffold just to fix the flashing.
Dad always said do all the roof jobs while the ladders are out!"""),
        ("14/01/2025, 19:58", R, "That's actually really good advice. I'll ask him tomorrow"),
        ("14/01/2025, 19:58", G, "I am full of good advice. You just don't listen"),
        ("22/01/2025, 21:05", R, "We've ditched the Juliet balcony. Sensible Ruth has won"),
        ("22/01/2025, 21:07", G, "Good. You'd have put washing on it"),
        ("06/02/2025, 18:20", G, """Can you scan me a copy of the LPA? Just the certificate pages with the OPG stamp.
The bank here want to see it before they'll let me deal with Mum's Nationwide account, and I haven't got my copy - you've got the originals in the blue folder."""),
        ("06/02/2025, 18:45", R, "Yes will do at the weekend x"),
        ("16/02/2025, 10:12", G, "This message was deleted"),
        ("16/02/2025, 10:13", G, "Easter: I'm coming Fri 18th to Mon 21st. Bev's got me in the guest room at Marram Court 🎉"),
        ("16/02/2025, 10:30", R, "Brilliant. Mum will be thrilled. Gorleston for chips if it's not blowing a gale?"),
        ("16/02/2025, 10:31", G, "Obviously"),
        ("05/03/2025, 17:02", R, "Poor Ade - DVSA have moved his test, examiner not available. He'd psyched himself up for April and now he has to wait even longer. He's gutted"),
        ("05/03/2025, 17:10", G, "Oh no poor lamb. Tell him Uncle Femi failed his three times and he's fine"),
        ("05/03/2025, 17:11", R, "That is not the comfort you think it is"),
        ("11/03/2025, 20:02", R, "Bev's booked Mum's care review for a Wednesday afternoon at the end of the month, in her flat. Can you come?"),
        ("11/03/2025, 20:40", G, """I really can't get the day off, it's our Ofsted window and the head has banned all leave 😩
Can I join on video? Bev said before she can set up Mum's iPad.
I'll send you my list of questions - mainly about the night-time checks and whether she needs a second pendant for the bathroom."""),
        ("11/03/2025, 20:45", R, "Yes of course, I'll tell Bev you'll be on video. Send me the list"),
        ("11/03/2025, 20:46", G, "<Media omitted>"),
        ("15/03/2025, 09:14", G, "Did you ever do the LPA copy? The bank chased me again 🙄"),
        ("15/03/2025, 09:40", R, "Argh no sorry!! The blue folder is in the bureau which is currently under a dust sheet in the front room behind a stack of plasterboard. This weekend, I promise"),
        ("15/03/2025, 09:41", G, "You said that last time 😂"),
    ]
    return "chats/whatsapp/WhatsApp Chat with Grace.txt", wa(L)


def whatsapp_stall():
    J, P, R = "Jess Marlow", "Priya Nand", "Ruth"
    L = [
        ("11/05/2024, 09:30", None, E2E),
        ("11/05/2024, 09:30", None, 'Jess Marlow created group "Saturday Stall Gang"'),
        ("11/05/2024, 09:30", None, "Jess Marlow added you"),
        ("11/05/2024, 09:31", None, "Jess Marlow added Priya Nand"),
        ("11/05/2024, 09:32", J, "Right ladies, a group so we stop losing things in 3 different chats. Gazebo rota, fairs, moaning. Go"),
        ("11/05/2024, 09:40", P, "Love it 💛"),
        ("11/05/2024, 09:41", R, "Reporting for moaning duty"),
        ("03/08/2024, 20:15", J, "Fete next Saturday - I'll bring the gazebo and the weights. Who's got the side walls?"),
        ("03/08/2024, 20:20", R, "Me. And a flask. And cake"),
        ("03/08/2024, 20:21", P, "I'll bring the extension lead and the card machine battery pack"),
        ("10/08/2024, 17:30", J, "<Media omitted>"),
        ("10/08/2024, 17:31", J, "Not bad for a village fete!!"),
        ("21/09/2024, 16:20", R, "Aylsham was dead. £96 all day 😭"),
        ("21/09/2024, 16:25", J, "Oh no. The vape man?"),
        ("21/09/2024, 16:25", R, "The vape man."),
        ("28/10/2024, 10:30", R, "I'M IN THE FORUM MARKET 🎉🎉"),
        ("28/10/2024, 10:31", P, "Yessss! Me too! Jess?"),
        ("28/10/2024, 10:45", J, "Yep! I'm C4 near the café. Where are you two?"),
        ("28/10/2024, 10:50", R, "Atrium, ground floor near the library. I'll find you with a coffee"),
        ("10/12/2024, 19:02", J, """FORUM UNLOADING - they finally sent it, copying it here because none of us will find the email:
Vehicles in via Bethel Street, NOT Millennium Plain - there's a loading bay round the back by the library ramp
7.30-9.30 only, drop and go, no parking at the loading bay at all
Then park at St Giles multi-storey (£12 all day) or Chapelfield
They've got 4 trolleys for everyone so bring your own sack truck
Back in at 5.15 to pack down, same route"""),
        ("10/12/2024, 19:10", R, "You are a hero. I'll bring my sack truck, you can borrow it"),
        ("10/12/2024, 19:12", P, "Can I leave my car at yours Ruth and come in with you?"),
        ("10/12/2024, 19:13", R, "Of course, leaving at 6.45 sharp 😬"),
        ("14/12/2024, 14:02", R, "My card reader has died AGAIN. Battery just gone. Can I send people to you Jess?"),
        ("14/12/2024, 14:03", J, "Yes send them over, I'll do it and transfer you"),
        ("14/12/2024, 17:40", R, "Best. Day. Ever. Sold out of tenmoku. Feet destroyed"),
        ("14/12/2024, 17:41", P, "<Media omitted>"),
        ("14/12/2024, 17:41", P, "Us at 4pm looking half dead"),
        ("20/01/2025, 20:30", J, "Holt have put their fees up again, did you see the newsletter? 😤"),
        ("20/01/2025, 20:35", R, "Ugh. Still worth it though. Holt is the best crowd"),
        ("20/01/2025, 20:36", P, "I might skip spring Holt, Mum's not well"),
        ("20/01/2025, 20:40", R, "Oh Priya, sending love. Shout if you need anything"),
        ("02/03/2025, 18:15", J, "Wymondham applications went in? Need to know about the gazebo for the 24th May"),
        ("02/03/2025, 18:20", R, "Mine's in. Sharing with you if they say yes"),
        ("02/03/2025, 18:21", J, "👍"),
    ]
    return "chats/whatsapp/WhatsApp Chat with Saturday Stall Gang.txt", wa(L)


def files():
    return [chatgpt(), aa_chat(), stairs_chat(), quick(), whatsapp_grace(), whatsapp_stall()]
