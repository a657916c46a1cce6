"""Chat exports: ChatGPT conversations.json, plain message lists, JSONL quick questions,
and a Facebook Messenger message_1.json."""
import json

from util import epoch, iso_local, uuid_from, dump_json, fb_mojibake

FILES = {}


# ====================================================================== ChatGPT export
def _msg(nid, role, text, t):
    return {
        "id": nid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": float(t) + 0.123456 if role != "system" else None,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0 if role != "system" else 0.0,
        "metadata": ({"is_visually_hidden_from_conversation": True} if role == "system" else
                     {"model_slug": "gpt-4o", "default_model_slug": "gpt-4o",
                      "finish_details": {"type": "stop", "stop_tokens": [200002]}}
                     if role == "assistant" else {"request_id": uuid_from("req|" + nid)}),
        "recipient": "all",
        "channel": None,
    }


def conversation(key, title, turns, branch=None):
    """turns: list of (role, text, epoch). branch: (index, [(role,text,epoch), ...]) -- an
    abandoned earlier version of turns[index:] that shares the same parent (an edit)."""
    mapping = {}
    root = uuid_from(key + "|root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uuid_from(key + "|sys")
    mapping[sys_id] = {"id": sys_id, "message": _msg(sys_id, "system", "", 0), "parent": root,
                       "children": []}
    mapping[root]["children"].append(sys_id)

    def chain(parent, items, tag):
        last = parent
        for i, (role, text, t) in enumerate(items):
            nid = uuid_from("%s|%s|%d" % (key, tag, i))
            mapping[nid] = {"id": nid, "message": _msg(nid, role, text, t), "parent": last,
                            "children": []}
            mapping[last]["children"].append(nid)
            last = nid
        return last

    if branch:
        idx, alt = branch
        fork_parent = chain(sys_id, turns[:idx], "main-a")
        chain(fork_parent, alt, "edit-v1")          # older version (abandoned)
        current = chain(fork_parent, turns[idx:], "main-b")
    else:
        current = chain(sys_id, turns, "main")
    cid = uuid_from(key + "|conv")
    return {
        "title": title,
        "create_time": float(turns[0][2]) + 0.5,
        "update_time": float(turns[-1][2]) + 0.9,
        "mapping": mapping,
        "moderation_results": [],
        "current_node": current,
        "plugin_ids": None,
        "conversation_id": cid,
        "conversation_template_id": None,
        "gizmo_id": None,
        "gizmo_type": None,
        "is_archived": False,
        "is_starred": None,
        "safe_urls": [],
        "blocked_urls": [],
        "default_model_slug": "gpt-4o",
        "conversation_origin": None,
        "voice": None,
        "async_status": None,
        "disabled_tool_ids": [],
        "is_do_not_remember": False,
        "memory_scope": "global_enabled",
        "id": cid,
    }


PT_U1 = ("We're planning a 2 week trip to Portugal for our 35th anniversary. Flying into Lisbon "
         "Feb 18 and out of Porto Mar 3. We're late 50s, not big hikers, my husband has a bad knee. "
         "I need an aisle seat on anything over 2 hours or I go stir crazy, so keep that in mind "
         "for trains too. We like food, history, music. How should we split the time between "
         "Lisbon, Porto and maybe a third place?")
PT_A1 = ("Happy 35th! With 14 nights, Feb 18 to Mar 3, a comfortable split is:\n\n"
         "**Lisbon - 5 nights (Feb 18-23)**\n- Stay in or near Alfama or Baixa so you can walk "
         "downhill more than uphill (the trams and tuk-tuks help with the knee).\n- Belem: the "
         "monastery, the tower, and pasteis de nata at the original bakery.\n- Sintra as a day "
         "trip by train from Rossio (40 min). Take the bus or a taxi up to the palaces, don't "
         "walk it.\n\n**Porto - 4 nights (Feb 23-27)**\n- Ribeira riverfront, Livraria Lello, the "
         "port lodges across the bridge in Gaia.\n- Lisbon to Porto on the Alfa Pendular train is "
         "about 3 hours. Seats can be chosen when you book: aisle seats are marked 'corredor'. "
         "Book 1st class (conforto) for more legroom for the knee.\n\n**Third stop - 2 nights "
         "(Feb 27-Mar 1)**, then back to Porto for your flight:\n- Douro Valley (wine country, "
         "2-2.5 hrs from Porto)\n- Algarve (south coast, far from Porto)\n- Evora (Roman temple, "
         "cork country, between Lisbon and Spain)\n\nFor the long flights, choose your aisle "
         "seats as soon as booking opens; on a 2-3-2 or 3-3-3 layout, a C/D pair on the same "
         "row gives you both an aisle if you take opposite sides.")
PT_U2_OLD = "What about the Algarve instead of the Douro? Is it warm enough in February?"
PT_A2_OLD = ("In February the Algarve is mild, usually around 60F in the day and 45-50F at night. "
             "It's quiet: many beach restaurants close for the season, and it's lovely for cliff "
             "walks (Benagil, Ponta da Piedade) but too cold for swimming. The catch for your route "
             "is distance: the Algarve is 5-6 hours from Porto by train, so it fits better if you "
             "fly out of Lisbon.")
PT_U2 = ("Skip the Algarve. Plan 2 nights in the Douro valley. How do we get there from Porto "
         "without renting a car, and what should we look for in a place to stay?")
PT_A2 = ("Good choice for February, it's peaceful and green, and the almond trees can start "
         "flowering at the end of the month.\n\n**Getting there without a car**\n- Train from "
         "Porto Sao Bento to Pinhao, about 2.5 hours, with the last hour right along the river. "
         "Sit on the right side going up.\n- Or a private transfer: many quintas (wine estates) "
         "send a driver to Porto for a fixed fee, usually 80-120 euros each way.\n\n**What to "
         "look for**\n- A small family quinta near Pinhao that includes breakfast and a tasting.\n"
         "- Dinner on site: in winter many village restaurants close early or for the season.\n"
         "- A river-view room, and ask whether rooms are heated - old stone houses are cold in "
         "February.\n- Pickup from the Pinhao station if you take the train.\n\nBook tastings at "
         "other wineries ahead of time; some close to walk-in visitors in winter.")
PT_U3 = ("Hank wants a fado night. Where in Lisbon, not too touristy? And is it ok that we don't "
         "speak Portuguese?")
PT_A3 = ("Fado is a great anniversary night. Look in Alfama and Mouraria for small restaurants "
         "(tascas) where fado is sung during dinner; some nights are 'fado vadio', where locals take "
         "turns singing. Reserve a dinner table for around 8:30pm; expect a minimum spend per "
         "person. During the songs people go completely quiet - no talking, no phones - and the "
         "staff may dim the lights. You don't need Portuguese at all. A 'boa noite' when you come "
         "in and 'obrigado' (Hank) / 'obrigada' (you) when you leave go a long way.")

HAIL_U1 = ("Our insurance company says the hail dents on our metal store roof are 'cosmetic' and "
           "excluded, and they're only paying for skylights, gutters and the AC unit. Roofer says "
           "the whole roof needs replacing. It's a commercial policy in Montana. What are my "
           "options?")
HAIL_A1 = ("I'm sorry - that's a frustrating letter to get. Some general options (this isn't legal "
           "advice; your agent or an attorney can look at your actual policy):\n\n1. **Read the "
           "endorsement itself.** Cosmetic damage exclusions on metal roofs usually exclude damage "
           "that only changes appearance. The real question is whether the hail caused *functional* "
           "damage: loosened or backed-out fasteners, torn washers, split seams, cracked coatings "
           "that will corrode, punctures.\n2. **Ask for the engineer's report** they relied on. "
           "You're generally entitled to see what the decision is based on.\n3. **Get your own "
           "documentation** of functional damage - your roofer, or an independent engineer.\n4. "
           "**Appraisal.** Most property policies have an appraisal condition: each side picks an "
           "appraiser, they pick an umpire, and the panel decides the amount of loss. Whether "
           "appraisers can decide causation varies.\n5. **Complain to the regulator** - in Montana "
           "that's the Commissioner of Securities and Insurance.\n6. **Public adjuster** - works "
           "for you, usually 10-15% of what's recovered.\n7. **Attorney** - especially if you think "
           "the denial is unreasonable or in bad faith.")
HAIL_U2 = "What's the difference between appraisal and hiring a lawyer, cost-wise and time-wise?"
HAIL_A2 = ("Roughly:\n\n**Appraisal**\n- Cost: you pay your own appraiser (hourly, flat fee, or "
           "sometimes a percentage) plus half the umpire.\n- Time: often 2-4 months from demand to "
           "award.\n- Outcome: a binding number for the amount of loss. It usually doesn't resolve "
           "a pure coverage dispute.\n\n**Lawyer**\n- Cost: property-claim attorneys often work on "
           "contingency (commonly 25-40% of the recovery) or hourly.\n- Time: a lawsuit can take a "
           "year or more, though many settle sooner.\n- Outcome: can address coverage questions, "
           "bad faith and fees, not just the amount.\n\nMany people start with appraisal when the "
           "fight is mostly about the number, and keep an attorney in reserve if the insurer still "
           "denies on coverage grounds afterward. Which makes sense depends on the policy wording "
           "and how far apart you are.")

TR_U1 = ("Make me a simple one-page treasurer report template for a 4-H club meeting. Beginning "
         "balance, money in, money out, ending balance, and a line for outstanding checks.")
TR_A1 = ("**Elk Basin 4-H Club - Treasurer's Report**\nMeeting date: ________  Period: ______ to "
         "______\n\nBeginning balance (from last report): $________\n\n**Money in**\n| Date | From "
         "| What for | Amount |\n|---|---|---|---|\n|  |  |  |  |\nTotal in: $________\n\n**Money "
         "out**\n| Date | Check # | To | What for | Amount |\n|---|---|---|---|---|\n|  |  |  |  |  "
         "|\nTotal out: $________\n\nEnding balance (beginning + in - out): $________\n\n"
         "Outstanding checks (written, not yet cleared): $________\nBank balance per statement: "
         "$________\n\nSubmitted by: ______________ (Treasurer)\n\nTip: read it aloud, then have "
         "the secretary note in the minutes that the report was 'filed for audit'.")

convs = [
    conversation("cgpt-portugal", "Portugal 2 week itinerary", [
        ("user", PT_U1, epoch(2025, 9, 6, 21, 2)),
        ("assistant", PT_A1, epoch(2025, 9, 6, 21, 2, 40)),
        ("user", PT_U2, epoch(2025, 9, 6, 21, 19)),
        ("assistant", PT_A2, epoch(2025, 9, 6, 21, 19, 35)),
        ("user", PT_U3, epoch(2025, 9, 6, 21, 31)),
        ("assistant", PT_A3, epoch(2025, 9, 6, 21, 31, 30)),
    ], branch=(2, [("user", PT_U2_OLD, epoch(2025, 9, 6, 21, 11)),
                   ("assistant", PT_A2_OLD, epoch(2025, 9, 6, 21, 11, 30))])),
    conversation("cgpt-hail", "Metal roof cosmetic hail exclusion", [
        ("user", HAIL_U1, epoch(2025, 8, 21, 20, 44)),
        ("assistant", HAIL_A1, epoch(2025, 8, 21, 20, 44, 50)),
        ("user", HAIL_U2, epoch(2025, 8, 21, 20, 58)),
        ("assistant", HAIL_A2, epoch(2025, 8, 21, 20, 58, 40)),
    ]),
    conversation("cgpt-4h", "4-H treasurer report template", [
        ("user", TR_U1, epoch(2025, 1, 12, 19, 5)),
        ("assistant", TR_A1, epoch(2025, 1, 12, 19, 5, 30)),
    ]),
]
# ChatGPT exports list newest first
convs.sort(key=lambda c: -c["update_time"])
FILES["chats/chatgpt/conversations.json"] = dump_json(convs, indent=None)


# ====================================================================== plain message lists
def plain(items):
    return [{"role": r, "content": c, "timestamp": t} for r, c, t in items]


FILES["chats/assistant/2025-05-02_mom_care_questions.json"] = dump_json(plain([
    ("user", "My mom is 81 with early Alzheimer's, on donepezil 5 mg. She lives alone in a small "
             "town in Montana, home care 2 mornings a week. How do I know when it's time for "
             "memory care?", iso_local(2025, 5, 2, 21, 14)),
    ("assistant", "There's rarely one clear moment, but common signs that it's time to look "
                  "seriously: wandering or getting lost; safety incidents (stove, falls, "
                  "scams); missed or doubled medications even with reminders; poor nutrition or "
                  "hygiene; nighttime confusion or agitation (sundowning) that leaves her alone "
                  "and frightened; and caregiver burnout - yours counts. Many families tour a "
                  "few places early, before a crisis, so the decision isn't made in an emergency "
                  "room.", iso_local(2025, 5, 2, 21, 15)),
    ("user", "What does memory care cost in Montana roughly? Does Medicare pay?",
     iso_local(2025, 5, 2, 21, 19)),
    ("assistant", "Medicare does not pay for long-term custodial care such as assisted living or "
                  "memory care; it covers doctor visits, hospital stays and limited skilled "
                  "care. Private-pay memory care in Montana commonly runs roughly $6,000-$9,000 "
                  "a month depending on the town and room type, often with level-of-care fees on "
                  "top. Ways people pay: savings and income, long-term care insurance, veterans' "
                  "benefits, and Montana Medicaid waiver programs for those who qualify "
                  "financially (waitlists are common). An elder-law attorney can explain the "
                  "Medicaid rules before you spend down.", iso_local(2025, 5, 2, 21, 20)),
    ("user", "What paperwork should we have in place now while she can still sign?",
     iso_local(2025, 5, 2, 21, 26)),
    ("assistant", "While she still has capacity: a durable financial power of attorney (POA); a "
                  "healthcare POA / advance directive naming who decides if she can't; a HIPAA "
                  "release so doctors can talk to you and your sister; an updated will; and a "
                  "list of accounts, insurance and passwords. Have them drafted by a Montana "
                  "attorney and signed in front of a notary, ideally at a time of day when she is "
                  "at her clearest. Waiting too long can mean a court guardianship later, which "
                  "is slower and more expensive.", iso_local(2025, 5, 2, 21, 27)),
]))

FILES["chats/assistant/2025-06-15_hail_first_steps.json"] = dump_json(plain([
    ("user", "Hail just wrecked the roof of our store (commercial building, metal roof, skylights "
             "broke, water coming in). What do I do first for the insurance claim?",
     iso_local(2025, 6, 15, 7, 48)),
    ("assistant", "1. Safety first - keep people out of wet areas and away from electrical. 2. "
                  "Prevent further damage: tarp or board the openings, move stock, keep every "
                  "receipt (materials, labor, overtime). 3. Document everything before cleanup: "
                  "wide and close photos, video, hailstones next to a ruler or coin, the date. "
                  "4. Report the claim as soon as possible and write down the claim number and "
                  "adjuster's name. 5. Don't throw away damaged materials until the adjuster "
                  "sees them. 6. Get a written estimate from a reputable local roofer. 7. Read "
                  "your policy's deductible, exclusions and any appraisal condition.",
     iso_local(2025, 6, 15, 7, 49)),
    ("user", "Should I let the roofer talk to the adjuster directly?",
     iso_local(2025, 6, 15, 7, 55)),
    ("assistant", "It's usually helpful to have your roofer present at the inspection so they can "
                  "point out damage, but you stay the decision-maker: don't sign an assignment of "
                  "benefits or a contract contingent on the claim until you understand what the "
                  "insurer will pay.", iso_local(2025, 6, 15, 7, 56)),
]))

# ====================================================================== JSONL quick questions
QQ = [
    ((2024, 12, 20, 15, 2), "how many 50 lb bags in a ton", "40 bags (2,000 lb / 50 lb)."),
    ((2025, 1, 9, 6, 40), "1500 watt tank heater cost per day",
     "Running nonstop: 1.5 kW x 24 h = 36 kWh/day; at $0.12/kWh about $4.32 a day. Thermostat "
     "models run less."),
    ((2025, 2, 2, 20, 11), "portuguese for thank you",
     "obrigado if you're a man, obrigada if you're a woman."),
    ((2025, 2, 18, 13, 25), "how long do chicks need a heat lamp",
     "About 5-6 weeks: start near 95F and drop about 5F a week until they're feathered."),
    ((2025, 3, 2, 22, 3), "donepezil side effects",
     "Most common: nausea, diarrhea, loss of appetite, trouble sleeping or vivid dreams, muscle "
     "cramps, slow heart rate. Often better if taken in the morning if dreams are a problem - ask "
     "the doctor."),
    ((2025, 4, 11, 21, 0), "AUM cow calf pair",
     "1 AUM = forage for a 1,000 lb cow (with or without a calf under 6 months) for one month. "
     "Many leases count a pair as 1.0; heavier cows are often figured at 1.2-1.3."),
    ((2025, 5, 27, 9, 12), "1200 lbs to kg", "About 544 kg."),
    ((2025, 6, 16, 22, 40), "what size hail dents metal roof",
     "1 to 1.25 inch hail can dent thin (29 ga) panels; 1.75 inch and up often dents heavier "
     "gauges. Denting alone may be treated as cosmetic under some policies."),
    ((2025, 7, 30, 20, 5), "grease out of a white tshirt",
     "Dish soap rubbed in, sit 10 min, wash in the hottest water the fabric allows. Don't dry it "
     "until the stain is gone."),
    ((2025, 8, 5, 12, 30), "what is CWD",
     "Chronic wasting disease: a fatal prion disease of deer, elk and moose. Hunters are asked to "
     "submit samples; no evidence it infects people, but don't eat meat from a positive animal."),
    ((2025, 9, 20, 19, 44), "keep potatoes over winter",
     "Cool (38-45F), dark, a bit humid, with airflow - a root cellar or an unheated basement in "
     "a burlap sack or crate. Don't wash them first. Keep them away from apples and onions; the "
     "gases make them sprout or spoil faster."),
    ((2025, 10, 12, 21, 16), "time difference montana lisbon february",
     "In February Montana is on MST (UTC-7) and Lisbon on WET (UTC+0): Lisbon is 7 hours ahead."),
    ((2025, 11, 2, 8, 2), "did daylight saving end today",
     "Yes - on Sunday, November 2, 2025 clocks went back one hour at 2:00 AM."),
    ((2025, 11, 9, 17, 30), "how cold before pipes freeze",
     "Risk rises when it stays below about 20F for several hours, sooner for pipes on outside "
     "walls or in unheated spaces."),
]
FILES["chats/quick_questions.jsonl"] = "".join(
    json.dumps({"ts": iso_local(*ts), "q": q, "a": a}, ensure_ascii=False) + "\n"
    for ts, q, a in QQ).encode("utf-8")

# ====================================================================== Messenger
L, M, J = "Lola Reyes-Whitcombe", "Marisol Reyes-Dunn", "Jenna Whitcombe-Ortiz"
THREAD = "inbox/reyesgirls_10293847561029384"

MSGS = [
    (L, (2025, 1, 19, 18, 2), "Mom's ok, just mad. Hank took the car keys. Dr Reinholt said no "
                              "driving until the neuro sees her", None),
    (M, (2025, 1, 19, 18, 5), "She called me and said you STOLE her car \U0001F62C", None),
    (J, (2025, 1, 19, 18, 9), "Good. Grandma went through the Dairy Queen drive thru backwards at "
                              "Christmas", None),
    (M, (2025, 1, 19, 18, 10), "lol what", None),
    (L, (2025, 3, 11, 15, 40), "Neuro done. I'll email you the details Mari, too much to type. She "
                               "was a champ. I'm wiped.", None),
    (M, (2025, 4, 26, 20, 13), "Ok idea. Someone in my caregiver group did this. Take the knobs off "
                               "her stove. She can still use the microwave and you keep the knobs. "
                               "My friend's dad almost burned his kitchen down", None),
    (L, (2025, 4, 26, 20, 20), "She'll be so mad", None),
    (J, (2025, 4, 26, 20, 22), "She won't notice for a week honestly. Do it Mom", None),
    (L, (2025, 4, 28, 19, 2), "Knobs off. She asked once, I said the stove's broken and Hank "
                              "ordered a part. Forgive me Father", None),
    (M, (2025, 4, 28, 19, 4), "\U0001F602\U0001F64F", None),
    (L, (2025, 6, 14, 18, 51), "HAIL. Store roof is wrecked. Everyone's ok", None),
    (J, (2025, 6, 14, 18, 52), "OMG. Send pics", None),
    (L, (2025, 6, 14, 18, 58), None, "photo"),
    (M, (2025, 7, 17, 17, 30), "Driving home. That place was nice but Mamá would hate it right now. "
                               "I still think we should get on the waitlist", None),
    (L, (2025, 8, 24, 20, 5), "Ok girls. Decision time on Grandma/Mamá. Hank and I talked. I think we "
                              "keep her home through the winter, bump Bev up to 3 days, and look "
                              "again in the spring. No waitlist for now.", None),
    (M, (2025, 8, 24, 20, 11), "I hate it but I agree. She's not ready and honestly neither am I", None),
    (J, (2025, 8, 24, 20, 14), "Agree. I'll come up one weekend a month till the baby. Nurse hat on: "
                               "if she starts wandering at night that changes everything", None),
    (L, (2025, 8, 24, 20, 20), "Agreed. Mom stays home for now, more Bev, we revisit in March. I'll "
                               "call the agency Monday.", None),
    (L, (2025, 9, 16, 14, 30), "Dr. Mehta called. Upping her med. Says Mamá is doing about as "
                               "expected", None),
    (J, (2025, 10, 6, 7, 1), "Happy 35th!!! \u2764\ufe0f Sorry it's not Lisbon today", None),
    (L, (2025, 10, 6, 7, 20), "Thank you baby. Dinner in Lewistown tonight. Your dad is wearing a "
                              "real shirt", None),
    (M, (2025, 10, 6, 8, 2), "35 years with Hank Whitcombe. Saint Lola.", None),
    (J, (2025, 10, 19, 12, 40), "Mom what wine should I get you for Thanksgiving? Luis wants to "
                                "bring something fancy", None),
    (L, (2025, 10, 19, 12, 52), "Nothing sweet. I don't like sweet wine, never have. Something dry "
                                "and cold, a white. Your dad can have all the port he wants in "
                                "Portugal", None),
    (J, (2025, 10, 19, 12, 53), "Vinho verde it is \U0001F377", None),
    (M, (2025, 11, 9, 16, 8), "I booked my flight to come stay with Mamá the second week of your "
                              "trip. Feb 24 to Mar 4. So you can go worry free", None),
    (L, (2025, 11, 9, 16, 15), "Mari. I'm going to cry", None),
    (J, (2025, 11, 13, 21, 2), "Thanksgiving: we'll be there Wed night. Caleb lands in Great Falls "
                               "Wed 4pm, can Dad get him?", None),
    (L, (2025, 11, 13, 21, 10), "Dad says yes, grumbling", None),
]

REACTIONS = {
    (2025, 4, 28, 19, 2): [("\U0001F602", M), ("\U0001F602", J)],
    (2025, 8, 24, 20, 20): [("\u2764\ufe0f", M), ("\u2764\ufe0f", J)],
    (2025, 10, 6, 7, 20): [("\u2764\ufe0f", M)],
    (2025, 11, 9, 16, 15): [("\u2764\ufe0f", J)],
}


def messenger():
    out = []
    for sender, ts, content, kind in MSGS:
        ms = epoch(*ts) * 1000
        m = {"sender_name": fb_mojibake(sender), "timestamp_ms": ms}
        if kind == "photo":
            m["photos"] = [{"uri": "messages/%s/photos/hail_roof_%d.jpg" % (THREAD, ms),
                            "creation_timestamp": ms // 1000}]
        else:
            m["content"] = fb_mojibake(content)
        if ts in REACTIONS:
            m["reactions"] = [{"reaction": fb_mojibake(r), "actor": fb_mojibake(a)}
                              for r, a in REACTIONS[ts]]
        m["is_geoblocked_for_viewer"] = False
        out.append(m)
    out.reverse()  # Messenger exports are newest first
    return {
        "participants": [{"name": fb_mojibake(n)} for n in (M, J, L)],
        "messages": out,
        "title": fb_mojibake("Reyes Girls \U0001F49C"),
        "is_still_participant": True,
        "thread_path": THREAD,
        "magic_words": [],
        "image": {"uri": "messages/%s/photos/group_photo.jpg" % THREAD,
                  "creation_timestamp": epoch(2024, 12, 25, 16, 0)},
        "joinable_mode": {"mode": 1, "link": ""},
    }


FILES["chats/messenger/%s/message_1.json" % THREAD] = dump_json(messenger(), indent=2)
