import datetime as dt
import json
import uuid
import random
from common import write_json, write_text, VAULT
import os

rng = random.Random(4242)


def uid():
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def ts(s, off=1):
    d = dt.datetime.strptime(s, "%Y-%m-%d %H:%M:%S").replace(tzinfo=dt.timezone(dt.timedelta(hours=off)))
    return d.timestamp()


def chatgpt_conv(title, turns, model="gpt-4o", branch=None):
    """turns: list of (role, text, 'YYYY-mm-dd HH:MM:SS').
    branch: (index_of_user_turn, old_text, old_reply) -> an abandoned sibling branch for that user turn."""
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid()
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}}, "create_time": None,
        "update_time": None, "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)

    def node(role, text, t, parent):
        nid = uid()
        msg = {"id": nid, "author": {"role": role, "name": None, "metadata": {}},
               "create_time": ts(t), "update_time": None,
               "content": {"content_type": "text", "parts": [text]},
               "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
               "weight": 1.0, "metadata": ({"model_slug": model} if role == "assistant" else {}),
               "recipient": "all", "channel": None}
        mapping[nid] = {"id": nid, "message": msg, "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)
        return nid

    parent = sys_id
    for i, (role, text, t) in enumerate(turns):
        if branch and i == branch[0]:
            old_u = node("user", branch[1], branch[3], parent)
            node("assistant", branch[2], branch[4], old_u)
        parent = node(role, text, t, parent)
    create = ts(turns[0][2]) - 2.0
    update = ts(turns[-1][2])
    cid = uid()
    return {"title": title, "create_time": create, "update_time": update, "mapping": mapping,
            "moderation_results": [], "current_node": parent, "plugin_ids": None, "conversation_id": cid,
            "conversation_template_id": None, "gizmo_id": None, "gizmo_type": None, "is_archived": False,
            "is_starred": None, "safe_urls": [], "default_model_slug": model, "conversation_origin": None,
            "voice": None, "async_status": None, "disabled_tool_ids": [], "id": cid}


# ------------------------------------------------------------------ June export
TRIP = [
    ("user", "My husband Colin and I are planning a rail trip from Edinburgh to Bergen, 2 to 16 September. "
             "Copenhagen, Stockholm, Oslo and Bergen, probably a night in Brussels and Hamburg on the way. "
             "I'm trying to organize it properly this time. Some preferences so you don't suggest things I'll reject:\n"
             "- I always want a window seat, facing forward, and the quiet coach if there is one. I get queasy "
             "going backwards and I like to read.\n"
             "- No night trains or sleepers. Colin's back can't cope with a couchette and I don't sleep on them.\n"
             "- I'd rather not fly at all, but Colin wants to fly home from Bergen at the end and I've accepted "
             "that as the compromise.\n"
             "Is an Interrail pass worth it for us (we're both over 60) or should we buy point-to-point tickets?",
     "2025-06-08 19:02:11"),
    ("assistant", "That sounds like a wonderful trip, and September is a lovely time for it - the summer crowds "
                  "have thinned, the light is still long in the evenings and the autumn colours are starting on "
                  "the Bergen line.\n\n**Interrail vs point-to-point**\n\nFor a route like yours the answer "
                  "usually depends on three things:\n\n1. **How many travel days you have.** You have roughly "
                  "seven travel days (Edinburgh-Brussels, Brussels-Hamburg, Hamburg-Copenhagen, "
                  "Copenhagen-Stockholm, Stockholm-Oslo, Oslo-Bergen and perhaps a day trip). A Global Pass with "
                  "7 travel days in 1 month would cover that, and the senior (60+) discount helps.\n2. **Seat "
                  "reservations.** Pass holders still need to pay reservations on Eurostar, on SJ high-speed "
                  "trains and on some Vy services. Eurostar pass reservations are limited and can sell out.\n"
                  "3. **Advance fares.** SJ and Vy both release cheap advance (\"minipris\"/\"Lowfare\") tickets, "
                  "and LNER and Eurostar advance fares booked early can be very good value.\n\nIn practice, for "
                  "two seniors booking three months ahead with fixed dates, point-to-point is often cheaper once "
                  "reservations are added - and it lets you choose exact seats, which matters given your "
                  "forward-facing window preference. Most operators' seat maps show direction of travel; on SJ "
                  "look for the \"tyst avdelning\" (quiet section), and on Vy the \"Stille\" coach.\n\nWould you "
                  "like me to sketch a day-by-day timetable?", "2025-06-08 19:02:49"),
    ("user", "Yes please, but first a bigger question. We can't decide between two extras: going up north to "
             "Lofoten, or doing the Flåm railway as a day trip from Bergen. The limit is my mother - she's 86 and "
             "has carers four times a day, and my brother is flying over from Toronto to cover while we're away. "
             "Two weeks is the absolute maximum I'm willing to leave her.", "2025-06-08 19:10:30"),
    ("assistant", "That's a really helpful constraint to state up front.\n\n**Lofoten**\n- Pros: spectacular, "
                  "quieter in September, a genuinely different landscape.\n- Cons: it's a long way north of "
                  "Bergen. Without night trains you'd need a flight to Bodø or Evenes, or several long daytime "
                  "legs plus a ferry. Realistically it adds three to four days and at least one flight, which "
                  "would push you past two weeks.\n\n**Flåm Railway as a day trip**\n- Pros: easily done from "
                  "Bergen in a day (train to Myrdal, the branch line down to Flåm, back the same way or via the "
                  "fjord), no extra hotel moves, no extra flights.\n- Cons: busy with cruise passengers; book "
                  "the Flåm line in advance.\n\nGiven your two-week ceiling, your dislike of flying and the fact "
                  "that you already have a long overland journey, the Flåm day trip fits much better. Lofoten "
                  "could be a trip of its own another year, perhaps flying to Bodø and staying a week.",
     "2025-06-08 19:11:15"),
    ("user", "That's what I thought. Decision made: we'll do Flåm as a day trip from Bergen on the Sunday, and "
             "Lofoten another year. And point-to-point tickets, not Interrail. Please give me the timetable.",
     "2025-06-08 19:16:02"),
    ("assistant", "Sensible choices. Here's a draft - check each on the operator's site before booking:\n\n"
                  "- Tue 2 Sep: LNER Edinburgh 07:00 - London 11:20ish; Eurostar early afternoon to Brussels.\n"
                  "- Wed 3 Sep: ICE Brussels - Cologne; IC/ICE Cologne - Hamburg.\n- Thu 4 Sep: EC Hamburg - "
                  "Copenhagen (via Jutland).\n- Sun 7 Sep: SJ Copenhagen - Stockholm (about 5h15).\n- Wed 10 Sep: "
                  "SJ Stockholm - Oslo (the direct train is early morning).\n- Fri 12 Sep: Vy Oslo - Bergen "
                  "(about 7h; sit on the right heading west for the best views, though opinions differ).\n- Sun 14 "
                  "Sep: Flåm day trip.\n- Tue 16 Sep: fly Bergen - Edinburgh.\n\nFor each leg, book seats as soon "
                  "as bookings open and choose forward-facing window seats in the quiet coach.",
     "2025-06-08 19:16:58"),
]

ASSESS = [
    ("user", "My mother, Grace, is 86. She fell in April, and since then she's had carers from an agency four times "
             "a day which we pay for privately. The council's care assessment is on Tuesday 17 June at 10:30, at "
             "her flat, with a social worker called Morven Gillies. Mum was a nurse for thirty years. She insists "
             "on female carers for anything personal - washing, dressing, the toilet - and honestly I'd insist on "
             "it for her even if she didn't. What should I prepare?", "2025-06-12 21:14:40"),
    ("assistant", "It's great that you're preparing - families who arrive organised tend to get a more accurate "
                  "assessment. Here's a checklist:\n\n**Documents**\n- Hospital discharge letter from April.\n- "
                  "Current care plan and visit times from the agency.\n- Medication list (the pharmacy's blister "
                  "pack sheet is ideal).\n- A short diary of a typical day and night - including the bad bits.\n\n"
                  "**Things to describe honestly**\n- What she can and can't do unaided: washing, dressing, "
                  "meals, medication, mobility, continence.\n- Risks: falls, nights, forgetting to eat or drink.\n"
                  "- Your own role and limits as a carer - you're entitled to a separate carer's support plan.\n\n"
                  "**Preferences to put on record**\n- Gender of carers for personal care. This is a reasonable "
                  "and common request, and it should be written into her support plan so any provider has to "
                  "honour it.\n- Cultural and dietary preferences, routines, faith.\n\n**Self-directed Support**\n"
                  "In Scotland you'll be offered four options. It helps to have a view in advance about how much "
                  "control you want over who provides the care.", "2025-06-12 21:15:31"),
    ("user", "She'll tell them she's fine. She always does. How do I handle that without humiliating her in front "
             "of a stranger?", "2025-06-12 21:22:05"),
    ("assistant", "This is very common, and social workers are used to it. A few approaches:\n\n1. **Talk to the "
                  "social worker separately** - a quick phone call beforehand, or a few minutes at the door "
                  "afterwards, lets you share concerns without contradicting your mother in front of her.\n2. "
                  "**Ask to be shown, not told.** Suggest the social worker asks her to make a cup of tea or show "
                  "where she keeps her tablets; the practical task often tells the story kindly.\n3. **Write it "
                  "down.** A one-page note of recent incidents (dates, what happened) can be handed over.\n4. "
                  "**Frame it around her independence.** \"Mum wants to stay at home, and this is what would help "
                  "her do that\" keeps her dignity at the centre.", "2025-06-12 21:22:50"),
]

# ------------------------------------------------------------------ October export
SWITCH = [
    ("user", "I need to think out loud about Mum's care agency. Lothian Home Companions have been unreliable since "
             "the summer - the lunch visit turns up any time between 12 and 2, once not at all, and twice they've "
             "sent a man to do her morning wash, which she refused. Her favourite carer, Ruth, left them in "
             "September and has gone to Thistle Homecare. The options are Thistle, who can guarantee a fixed lunch "
             "slot shortly after one o'clock and have Ruth on the Morningside run, or Caledonian Care at Home, who "
             "can't do a lunch visit before 2pm in her area. Thistle is a bit dearer. She's also just gone up to "
             "10 mg of donepezil on 6 October, so I don't want too much upheaval at once. I'm leaning Thistle.",
     "2025-10-09 20:31:17"),
    ("assistant", "It sounds as though you've already done most of the analysis. Some things worth weighing:\n\n"
                  "**Continuity of carer** is one of the strongest predictors of good home care for someone with "
                  "dementia. A familiar face reduces anxiety, improves cooperation with personal care and means "
                  "changes (like side effects from a dose increase) are spotted earlier.\n\n**Timing** matters "
                  "for nutrition. If lunch arrives after 2pm, many people with memory problems will either skip it "
                  "or fill up on snacks.\n\n**Cost**: compare the weekly totals against her personal budget. Under "
                  "Option 2 the individual service fund usually moves with her, but check with the social worker.\n"
                  "\n**Transition risk**: changing provider soon after a medication change means two variables at "
                  "once. If you can, leave a couple of weeks between the dose increase and the switch, and ask "
                  "the new provider to do an assessment visit with you present.\n\n**Notice**: check your current "
                  "contract's notice period and give it in writing.", "2025-10-09 20:32:05"),
    ("user", "One more thing, for my own notes as much as anything: whoever we go with, I want them to phone me, not "
             "text. I miss texts, I can't stand WhatsApp groups for this kind of thing, and I'd rather hear a "
             "voice. Landline first, then mobile.", "2025-10-09 20:36:40"),
    ("assistant", "That's a very reasonable preference, and worth putting in writing to the new provider so it "
                  "goes into the support plan's communication section. You could say: \"Please telephone "
                  "Harriet (daughter and attorney) for all non-urgent matters - landline first, then mobile. "
                  "Please do not text.\" For urgent matters most agencies will phone anyway, but the default "
                  "for routine things (a late visit, a low stock of tablets) is often a text, so it's good to be "
                  "explicit.", "2025-10-09 20:36:59"),
    ("user", "Decided. We're going with Thistle. Ruth being there and the fixed lunch time settled it - "
             "Caledonian's 2pm lunch is a non-starter. Sam agrees. I'll give LHC notice next Tuesday.",
     "2025-10-12 10:05:44"),
    ("assistant", "That sounds like a well-reasoned decision. Next steps you might find useful:\n\n1. Send written "
                  "notice to the current provider, stating the last visit date.\n2. Tell the social worker so the "
                  "individual service fund can be moved.\n3. Arrange the new provider's assessment visit, ideally "
                  "with you there.\n4. Share the medication list, the key safe arrangements (by phone, not e-mail) "
                  "and her preferences.\n5. Ask for the first week's visit log so you can check the timings.",
     "2025-10-12 10:06:30"),
]

INVOICE = [
    ("user", "Can you help me write a firm but polite email to my builder? Interim invoice CS-2291 includes a skip "
             "that was already charged on the previous invoice (£310) and the hall ceiling (£542), which hasn't "
             "been done yet. I want to pay the rest on time and hold back £852 plus VAT until it's sorted. I was a "
             "civil servant for 34 years; I'd like it to read like a proper letter, numbered points.",
     "2025-09-28 17:40:12"),
    ("assistant", "Here's a draft you can adapt:\n\n---\nDear Gregor,\n\n**Interim valuation 2 - invoice CS-2291**\n"
                  "\nThank you for the invoice. I am happy to pay the majority of it, but there are two items I "
                  "must query.\n\n1. **Skip hire (£310.00 + VAT).** This appears to be the same skip charged on "
                  "interim valuation 1, which I have paid.\n2. **Hall ceiling (£542.00 + VAT).** This work has "
                  "not yet been carried out; photographs attached.\n\nThe total in question is £852.00 plus VAT. I "
                  "will pay the undisputed balance within your terms and hold back the disputed amount until we "
                  "have resolved it. I would be grateful for a credit note or a revised invoice.\n\nKind regards,\n"
                  "Harriet\n---\n\nThis keeps the tone factual, shows you're acting in good faith by paying the "
                  "rest, and gives him an easy way to fix it.", "2025-09-28 17:41:03"),
    ("user", "I had 'frankly' in my own version - 'frankly, this is the second time'. Too much?",
     "2025-09-28 17:45:30"),
    ("assistant", "I'd take it out. \"Frankly\" signals irritation, and your numbered points already make the "
                  "case. If it is a repeated problem, you can say so neutrally: \"I should be grateful if the "
                  "final account could be checked against the earlier valuations before it is issued.\"",
     "2025-09-28 17:46:02"),
]
INVOICE_BRANCH = (0, "Can you help me write to my builder about an invoice?",
                  "Of course. Could you tell me what the problem with the invoice is, how much is involved, and "
                  "what outcome you'd like?", "2025-09-28 17:38:02", "2025-09-28 17:38:20")


def build_chatgpt():
    write_json("chats/chatgpt/conversations-2025-06.json", [
        chatgpt_conv("Scandinavia by train - route and tickets", TRIP),
        chatgpt_conv("Preparing for Mum's care assessment", ASSESS),
    ])
    write_json("chats/chatgpt/conversations-2025-10.json", [
        chatgpt_conv("Disputing a builder's interim invoice", INVOICE, branch=INVOICE_BRANCH),
        chatgpt_conv("Changing Mum's home care provider", SWITCH),
    ])


# ------------------------------------------------------------------ assistant JSON
def iso(s, off="+01:00"):
    return s.replace(" ", "T") + off


MUM_AUG = [
    ("user", "I want to think aloud, if that's all right. The council's letter came this week: Mum is eligible, "
             "'substantial' needs, and we're going with Option 2 so the agency stays. That should feel like a "
             "relief. Instead I lay awake last night thinking about whether she should be in a care home. The "
             "nights frighten me - twelve hours between the bed visit and the morning one - and the memory "
             "diagnosis in July made it all real.", "2025-08-14 22:48:10"),
    ("assistant", "Thank you for sharing this - it's a very natural thing to lie awake over, and many people feel "
                  "the same mix of relief and dread when support is confirmed.\n\nIt may help to separate two "
                  "questions:\n\n1. **Is she safe at home now?** Look at concrete evidence: falls, wandering, "
                  "night-time incidents, whether she uses her alarm appropriately, eating and drinking.\n2. **What "
                  "would make you reconsider?** Writing down your own 'tipping points' in advance - for example, "
                  "going out at night, repeated falls, no longer recognising the alarm - can stop every bad night "
                  "turning into a crisis decision.\n\nThere are also options between home care and a care home: "
                  "telecare sensors (bed and door), a night-time check visit, respite stays, day care, or sheltered "
                  "or very sheltered housing. A review with the social worker is a good time to raise these.\n\n"
                  "How does your mother herself feel about the idea?", "2025-08-14 22:49:02"),
    ("user", "She'd hate it. She once said she'd rather die in her own chair than 'be put somewhere', and she "
             "meant it. And I don't want it for her either, not while she can still enjoy her life - she still "
             "lights up for chapati and sukuma wiki, and for Ruth, and for the birds on her feeder. My line is "
             "safety at night. If she starts getting up and going out, or stops using the pendant, we look again. "
             "Until then: home, with the bed sensor the social worker promised, and I keep my Sunday lunches.",
     "2025-08-14 22:55:33"),
    ("assistant", "That sounds like a thoughtful, loving position, and it respects what your mother has clearly "
                  "told you she wants. Having a named line - safety at night - gives you something to watch for "
                  "rather than a constant low-level worry.\n\nSome practical things that can support it:\n- Chase "
                  "the telecare referral for the bed and door sensors; ask for a date.\n- Keep a simple night log "
                  "from the carers' notes (was she up? alarm used?).\n- Make sure whoever covers while you're away "
                  "knows your tipping points.\n- Look after yourself too - a carer's support plan is your right.",
     "2025-08-14 22:56:20"),
    ("user", "Sam's flying over to cover while Colin and I are in Scandinavia in September. I'll write him a proper "
             "handover. Thank you - it helps to have it written down somewhere other than my head.",
     "2025-08-14 23:01:05"),
    ("assistant", "That's a good plan. A handover for Sam might include the visit rota, the agency contacts, the "
                  "medication routine, your 'tipping points', and who to call for what. Enjoy the trip - time "
                  "away will help you keep going for the long haul.", "2025-08-14 23:01:40"),
]

KITCHEN = [
    ("user", "We're redoing the kitchen in our tenement flat (Marchmont, 1889). Every builder who has come round "
             "says 'knock it through to the living room'. I don't want open plan. I want a separate kitchen with a "
             "door I can shut - on the smell of fish, on the washing machine, on the mess - and a living room that "
             "is a living room. Can you help me make a small separate kitchen feel bigger instead?",
     "2025-05-02 10:12:40"),
    ("assistant", "Absolutely - a separate kitchen can be a joy, and tenement kitchens often have lovely tall "
                  "ceilings and big windows to work with. Ideas:\n\n1. **Go tall.** Run wall units to the "
                  "ceiling (or close to it) so storage is vertical and the worktop stays clear.\n2. **Light "
                  "colours on the walls and a mid-tone on the units** - painted shaker in a soft green or grey "
                  "keeps it calm.\n3. **Keep the window clear.** Put the sink under it if the waste allows.\n4. "
                  "**Under-cupboard lighting** makes a narrow room feel wider.\n5. **A glazed door** or a door with "
                  "a glass panel borrows light from the hall while still closing.\n6. **Continuous flooring** "
                  "with no thresholds makes the floor read as one surface.\n7. **Handles**: slim bar or knobs "
                  "rather than bulky ones.", "2025-05-02 10:13:31"),
    ("user", "Good. A few more likes and dislikes for the brief: I like a deep ceramic sink under the window. I "
             "dislike high-gloss handleless units - they look like a showroom and show every fingerprint. I don't "
             "want spotlights all over the ceiling; two good pendants and under-cupboard lights.",
     "2025-05-02 10:18:22"),
    ("assistant", "Noted - that's a clear brief: separate kitchen with a door, painted (not gloss) units with "
                  "handles, a deep ceramic sink under the window, two pendants plus under-cupboard lighting. You "
                  "might add: a larder cupboard if there's an old press, and ducted extraction through the "
                  "outside wall rather than recirculating.", "2025-05-02 10:19:00"),
]


def build_assistant():
    write_json("chats/assistant/mum-care-thinking-2025-08.json",
               {"messages": [{"role": r, "content": c, "timestamp": iso(t)} for r, c, t in MUM_AUG]})


QUICK = [(r, c, t, "+01:00") for r, c, t in KITCHEN] + [
    ("user", "How do you say 'quiet coach' in Swedish and Norwegian? I want to check seat maps.",
     "2025-06-15 09:20:11", "+01:00"),
    ("assistant", "Swedish: \"tyst avdelning\" (quiet section) - SJ marks it on seat maps. Norwegian: Vy calls it "
                  "\"Stille\" or \"stillevogn\" (quiet carriage). On Danish trains (DSB) it's \"stillezone\".",
     "2025-06-15 09:20:20", "+01:00"),
    ("user", "Is evaporated milk in tea a problem for someone with heart failure? My mother has taken her tea with "
             "Carnation evaporated milk for sixty years and won't have it any other way.",
     "2025-07-03 16:05:40", "+01:00"),
    ("assistant", "In the small amounts used in tea, evaporated milk is generally fine. It's a little higher in "
                  "calories and saturated fat than semi-skimmed milk, but a splash per cup is unlikely to matter. "
                  "For heart failure the bigger issues are usually total fluid intake (if she's on a fluid limit), "
                  "salt, and weight changes. If her GP has set a fluid limit, count the tea.",
     "2025-07-03 16:05:52", "+01:00"),
    ("user", "Norwegian for 'we have a reservation under the name Mwangi-Ross'?", "2025-08-30 21:11:03", "+01:00"),
    ("assistant", "\"Vi har en reservasjon i navnet Mwangi-Ross.\" Pronounced roughly: vee har en res-er-va-SHOON "
                  "ee NAV-net...", "2025-08-30 21:11:10", "+01:00"),
    ("user", "What are SJ's delay compensation rules? Our Stockholm to Oslo train on 10 September got into Oslo 76 "
             "minutes late (replacement bus). I still need to claim - how long do I have?",
     "2025-09-19 10:42:27", "+01:00"),
    ("assistant", "Under SJ's travel guarantee and the EU rail passenger rights rules, delays at the destination of "
                  "60-119 minutes usually entitle you to 50% of the ticket price for that journey (check SJ's own "
                  "terms, which can be more generous for some tickets). Claims are normally made online with "
                  "the booking number, and must be submitted within three months of the journey - so by around "
                  "10 December for a 10 September trip.", "2025-09-19 10:42:40", "+01:00"),
    ("user", "Template for AGM minutes for a small charity? I've just been made minutes secretary of our food bank.",
     "2025-10-29 08:55:00", "+00:00"),
    ("assistant", "A simple structure: heading (name, date, time, venue); present / apologies; numbered items "
                  "following the agenda, each with a short summary and any decision in bold; votes (proposed, "
                  "seconded, result); an actions table (what, who, by when); date of next meeting. Keep opinions "
                  "out, record decisions precisely, and circulate a draft quickly while memories are fresh.",
     "2025-10-29 08:55:14", "+00:00"),
    ("user", "Renewing a Blue Badge in Edinburgh for my mother as her attorney - what do I need? Hers expires on "
             "30 November and I haven't done it yet.", "2025-11-08 14:30:02", "+00:00"),
    ("assistant", "Generally you'll need: her current badge number, a recent passport-style photo, proof of "
                  "identity and address, evidence of eligibility (e.g. a qualifying benefit or the mobility "
                  "assessment) and, when applying on her behalf, proof that you can act for her such as the "
                  "registered power of attorney. Apply online via the council; allow a few weeks.",
     "2025-11-08 14:30:15", "+00:00"),
]


def build_jsonl():
    path = os.path.join(VAULT, "chats/assistant/quick-questions-2025.jsonl")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        for r, c, t, off in QUICK:
            f.write(json.dumps({"role": r, "content": c, "timestamp": t.replace(" ", "T") + off},
                               ensure_ascii=False) + "\n")


def build():
    build_chatgpt()
    build_assistant()
    build_jsonl()
