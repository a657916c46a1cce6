# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT conversations.json, plain message JSONs, JSONL,
and a WhatsApp (iOS) group chat export."""

import calendar
import hashlib
import json


def epoch(s):
    """'2025-02-10 21:14:05' (UTC) -> float epoch with fixed fraction"""
    import time
    t = time.strptime(s, "%Y-%m-%d %H:%M:%S")
    base = calendar.timegm(t)
    frac = int(hashlib.sha1(s.encode()).hexdigest()[:6], 16) % 1000000 / 1e6
    return round(base + frac, 6)


def uid(seed):
    h = hashlib.sha1(seed.encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


# ------------------------------------------------------------ ChatGPT export
def _msg(node_id, role, text, t, parent, children, hidden=False):
    msg = {
        "id": node_id,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": None if role == "system" else epoch(t),
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 0.0 if hidden else 1.0,
        "metadata": ({"is_visually_hidden_from_conversation": True} if hidden
                     else ({"model_slug": "gpt-4o", "default_model_slug": "gpt-4o"}
                           if role == "assistant" else {})),
        "recipient": "all",
        "channel": None,
    }
    return {"id": node_id, "message": msg, "parent": parent, "children": children}


def conversation(seed, title, turns, created, branch=None):
    """turns: list of (role, text, time). branch: (index_of_user_turn_edited,
    original_text, original_reply, time) - an earlier version of that user
    turn that was edited; kept as a sibling branch."""
    mapping = {}
    root = uid(seed + "root")
    sys_id = uid(seed + "sys")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": [sys_id]}
    mapping[sys_id] = _msg(sys_id, "system", "", created, root, [], hidden=True)
    parent = sys_id
    ids = [uid(seed + "t%d" % i) for i in range(len(turns))]
    for i, (role, text, t) in enumerate(turns):
        nid = ids[i]
        if branch and branch[0] == i:
            # original (pre-edit) user message + its reply, as a side branch
            o_user = uid(seed + "orig-user")
            o_asst = uid(seed + "orig-asst")
            mapping[o_user] = _msg(o_user, "user", branch[1], branch[3], parent, [o_asst])
            mapping[o_asst] = _msg(o_asst, "assistant", branch[2], branch[3], o_user, [])
            mapping[parent]["children"].append(o_user)
        mapping[parent]["children"].append(nid)
        mapping[nid] = _msg(nid, role, text, t, parent, [])
        parent = nid
    conv_id = uid(seed + "conv")
    return {
        "title": title,
        "create_time": epoch(created),
        "update_time": epoch(turns[-1][2]),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": ids[-1],
        "plugin_ids": None,
        "conversation_id": conv_id,
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": conv_id,
    }


CONV_LOFT = conversation(
    "loft", "Loft conversion: Velux vs dormer",
    [
        ("user", "velux only vs rear dormer for a loft conversion in a 1930s semi in Stockport. "
                 "Husband thinks velux is enough and cheaper. Son is 14 and will use it as his bedroom, "
                 "he's already nearly 6 foot. First quote was 38.5k for velux only. How do I convince him "
                 "the dormer is worth it (if it is)?", "2025-02-10 21:14:05"),
        ("assistant", "It depends mostly on headroom. In a typical 1930s semi the ridge height is often "
                      "around 2.3-2.5 m, so with a rooflight-only conversion the usable floor area (where "
                      "you can stand up, roughly 2 m headroom or more) can be quite small - often just a strip "
                      "down the middle. A rear dormer squares off the back slope, so you gain full-height "
                      "floor area across most of the rear half.\n\nPoints that tend to persuade a sceptical "
                      "partner:\n1. Measure it: stand in the loft and mark where 2 m headroom starts and ends.\n"
                      "2. Stairs: Building Regulations need 2 m headroom over the stairs (1.9 m to the centre "
                      "in a loft, with some allowance at the sides). Rooflight-only designs often force a "
                      "steep or winding stair.\n3. Value: dormer conversions usually add more to resale value "
                      "because they create a genuine double bedroom.\n4. Cost: expect a dormer to cost more - "
                      "steels, structural calculations, more roofing - often 10-25% over a rooflight scheme.\n"
                      "5. Visit one: seeing a finished dormer conversion is usually more convincing than "
                      "numbers.\n\nA rear dormer on a semi is often permitted development, but check the "
                      "volume limits and get a Lawful Development Certificate.", "2025-02-10 21:14:31"),
        ("user", "what about the stairs - he says we can just use a space saver staircase", "2025-02-10 21:20:02"),
        ("assistant", "Space-saver (alternating tread) stairs are only allowed for a loft conversion "
                      "where there isn't space for a normal stair, and only to serve one habitable room "
                      "plus possibly a bathroom. They must have handrails both sides and non-slip treads. "
                      "Many building control officers are reluctant to accept them for a main bedroom, "
                      "and they are awkward to carry things up - a mattress, a laundry basket, a sleepy "
                      "teenager. For an elderly visitor they can be genuinely unsafe. If a dormer gives "
                      "you room for a conventional stair, that is usually the better long-term choice.",
         "2025-02-10 21:20:40"),
    ],
    created="2025-02-10 21:13:50",
    branch=(0, "velux vs dormer loft conversion which is better value",
            "Both can be good value - it depends on your roof. A rooflight (Velux) conversion is "
            "cheaper and quicker because the roof structure stays largely the same. A dormer "
            "extends the roof to create more headroom and floor space, and costs more. Could you "
            "tell me the type of house and what the room will be used for?",
            "2025-02-10 21:13:55"),
)

CONV_VISA = conversation(
    "visa", "Sponsorship letter - mother UK visitor visa",
    [
        ("user", "Draft a sponsorship / invitation letter for my mother's UK standard visitor visa. "
                 "She is 72, widow, retired bank employee, lives with my sister in Bengaluru. Coming to "
                 "visit us in Stockport for about 7 weeks in Sept-Nov 2025 for Diwali and my son's "
                 "birthday. I am a British citizen, practice manager at a GP surgery. We will pay for "
                 "flights and she stays with us. Keep it formal but not robotic.", "2025-04-20 19:02:11"),
        ("assistant", "To: Entry Clearance Officer, UK Visas and Immigration\n\nRe: Invitation and "
                      "sponsorship - Mrs Lakshmi Narayan (date of birth: [DOB], passport number: [number])\n\n"
                      "Dear Sir or Madam,\n\nI am writing to support the visitor visa application of my mother, "
                      "Mrs Lakshmi Narayan, who wishes to visit my family in Stockport from late September to "
                      "early November 2025.\n\nI am a British citizen and work as a Practice Manager at [surgery "
                      "name], where I have been employed since [year]. I live at [address] with my husband and "
                      "our 14-year-old son. My mother will stay with us in our home for the duration of her visit, "
                      "and we will cover the cost of her flights, travel insurance and all living expenses "
                      "during her stay.\n\nThe purpose of her visit is to spend Diwali with her grandson and to be "
                      "with us for his birthday. My mother is a retired bank employee who lives with my sister in "
                      "Bengaluru, where she owns her home, receives a pension and has close family ties. She has "
                      "visited the UK before (2018) and returned as planned.\n\nI enclose copies of my passport, "
                      "my last three payslips, my P60, a council tax bill confirming my address, and a letter "
                      "from my sister.\n\nPlease do not hesitate to contact me should you need further "
                      "information.\n\nYours faithfully,\n[Name]\n[Phone] [Email]", "2025-04-20 19:02:40"),
        ("user", "add a line that she had cataract surgery in march and is fully recovered and fit to fly",
         "2025-04-20 19:06:12"),
        ("assistant", "Add this paragraph after the purpose of the visit:\n\n\"For completeness, my mother "
                      "underwent routine cataract surgery in March 2025, from which she has fully recovered. "
                      "Her ophthalmologist has confirmed that she is fit to travel.\"\n\nYou might also attach a "
                      "short fitness-to-fly note from the hospital, although it is not a visa requirement.",
         "2025-04-20 19:06:30"),
    ],
    created="2025-04-20 19:01:58",
)

CONV_RISK = conversation(
    "risk", "Risk assessment - community Diwali event",
    [
        ("user", "Help me with a simple risk assessment for a community Diwali event in a church-hall type "
                 "community centre, about 180 people incl lots of kids, veg buffet by an outside caterer, "
                 "kids dances on a small stage, a DJ, rangoli on the floor. The hall doesn't allow fireworks "
                 "or candles. Table format please.", "2025-08-28 20:41:09"),
        ("assistant", "| Hazard | Who could be harmed | Controls | Owner |\n|---|---|---|---|\n"
                      "| Overcrowding / blocked exits | All guests | Max 180 seated; keep fire exits and "
                      "corridors clear; ticket count at the door | Lead organiser |\n"
                      "| Slips on rangoli powder / spills | Guests, children | Rangoli area roped off; dust "
                      "pan and mop on standby; clear spills immediately | Decor lead |\n"
                      "| Food allergies / food hygiene | Guests | Caterer's food hygiene rating and allergen "
                      "list displayed; label dishes (nuts, dairy, gluten) | Food liaison |\n"
                      "| Hot food and urns | Volunteers, children | Urn away from edge, kitchen staff only, "
                      "children not in kitchen | Kitchen lead |\n"
                      "| Trips on cables (DJ, projector) | All | Cable covers, tape down, keep cables at edges | DJ |\n"
                      "| Children going missing | Children | Children stay with their adult; one exit in use "
                      "after dark; lost-child point at the ticket desk | Volunteers lead |\n"
                      "| Stage falls | Dancers | Stage edge marked; one group on stage at a time; adult "
                      "at each side | Dance coordinator |\n"
                      "| Fire | All | No naked flames (hall rule); know fire exits and assembly point; brief "
                      "volunteers | Lead organiser |\n| First aid | All | Two named first aiders, kit "
                      "checked | Lead organiser |", "2025-08-28 20:41:52"),
    ],
    created="2025-08-28 20:40:55",
)

CONVERSATIONS = [CONV_LOFT, CONV_VISA, CONV_RISK]


def conversations_json():
    return json.dumps(CONVERSATIONS, ensure_ascii=False, indent=None).encode("utf-8")


# --------------------------------------------------- plain message exports
LEASE_CHAT = [
    {"role": "user", "content": "My PCP on a Skoda Enyaq ends end of November. Optional final payment is about 15k. "
     "Car is 4 years old, 91% battery health, about 2,400 miles under the allowance. Options are pay the "
     "final payment and keep it, hand it back, or part ex. What should I think about?",
     "timestamp": "2025-08-10T20:48:12Z"},
    {"role": "assistant", "content": "Key questions:\n1. Market value vs the final payment: get 2-3 online "
     "valuations. If the car is worth more than ~15k, keeping it or part-exchanging captures that equity; if "
     "it's worth less, handing it back protects you.\n2. Upcoming costs: tyres, brakes and the 12V battery "
     "are the usual surprises on EVs around year 4-5.\n3. Your cash: paying ~15k from savings has an "
     "opportunity cost - compare with the interest you'd lose.\n4. Damage: if you hand back, fair wear and "
     "tear charges apply; kerbed alloys and bumper scuffs are commonly charged - a SMART repair beforehand "
     "can be cheaper.\n5. Next car: a new lease has no resale risk but you never own anything.",
     "timestamp": "2025-08-10T20:48:40Z"},
    {"role": "user", "content": "husband wants to keep it because 'we know it'. i'm leaning the same way tbh, "
     "less hassle this autumn",
     "timestamp": "2025-08-10T20:52:03Z"},
    {"role": "assistant", "content": "That's a reasonable reason - a known car with a healthy battery and low "
     "mileage is a low-risk choice, and avoiding a big decision during a busy period has value too. Just "
     "budget for tyres and brakes in the next 12 months, and check the valuation so you know you're not "
     "paying well over market value.",
     "timestamp": "2025-08-10T20:52:21Z"},
]

CQC_CHAT = [
    {"role": "user", "content": "CQC are inspecting our GP surgery on 17 June. Focus on safe and well-led. "
     "Give me a short list of what the inspectors usually ask the practice manager.",
     "timestamp": "2025-05-12T19:30:44Z"},
    {"role": "assistant", "content": "Typical practice manager questions under Safe and Well-led:\n"
     "- How do you know staff training is up to date? (show the training matrix)\n"
     "- Recruitment checks: DBS, references, registration, immunisation status\n"
     "- Significant events: show one, what you learned, what changed\n"
     "- Safety alerts (MHRA): how are they received, actioned and audited?\n"
     "- Infection prevention: latest audit and the action plan\n"
     "- Business continuity plan: when was it last tested?\n"
     "- Governance: meetings, minutes, how decisions are shared\n"
     "- Staff wellbeing and how concerns can be raised (freedom to speak up)\n"
     "- Patient feedback: what you changed as a result",
     "timestamp": "2025-05-12T19:31:10Z"},
    {"role": "user", "content": "our significant event is the vaccine fridge failure in February - how do "
     "I present it so it doesn't look bad",
     "timestamp": "2025-05-12T19:35:52Z"},
    {"role": "assistant", "content": "Inspectors look for an open culture, so present it honestly: what "
     "happened, how quickly it was spotted, what you did for patient safety (quarantine, ICB advice, no "
     "doses given), the learning, and the changes (switch guards, labels, alarms, staff briefing), plus "
     "evidence the changes worked (clean temperature logs since). A well-handled significant event usually "
     "counts in your favour.",
     "timestamp": "2025-05-12T19:36:20Z"},
]


def messages_json(msgs):
    return json.dumps(msgs, ensure_ascii=False, indent=2).encode("utf-8")


QUICK = [
    ("2025-01-19T08:12:40Z", "prepone is it a real english word", "It's standard in Indian English (the opposite of postpone) and appears in some dictionaries, but most British English speakers would say 'bring forward'."),
    ("2025-02-09T21:03:11Z", "cataract op how soon can elderly fly", "Usually after 1-2 weeks if there are no complications - follow the surgeon's advice."),
    ("2025-03-16T17:40:02Z", "party wall notice how long does neighbour have to reply", "14 days. If they don't respond they are treated as being in dispute and a surveyor may need to be appointed."),
    ("2025-04-02T12:15:30Z", "UK visitor visa processing time india", "Usually around 3 weeks after the biometrics appointment; priority services are available at extra cost."),
    ("2025-05-27T22:01:47Z", "CQC requires improvement vs good difference", "Good means the service is performing well and meeting expectations; Requires improvement means it isn't performing as well as it should."),
    ("2025-06-30T19:20:05Z", "how long do EV tyres last", "Often 15,000-20,000 miles because of the weight and instant torque, but it depends on driving style."),
    ("2025-08-03T10:44:18Z", "mysore pak ghee to besan ratio", "A common ratio is 1 cup besan : 2 cups sugar : 2 to 2.5 cups ghee (hot)."),
    ("2025-09-14T09:30:41Z", "1 cup rava in grams for rava laddu", "About 160-170 g of fine rava (semolina) per 240 ml cup. Sugar is about 200 g per cup, ghee about 220 g."),
    ("2025-09-20T23:11:09Z", "PLI certificate what does it show", "The insurer, policy number, insured name, limit of indemnity (e.g. GBP 5m) and the period of cover."),
    ("2025-10-01T07:05:55Z", "year 10 work experience rules under 16", "Employers must do a risk assessment; young people cannot do certain hazardous work; hours are limited."),
    ("2025-10-06T18:32:27Z", "EV3 air vs earth difference", "Earth adds larger wheels, more driver-assist features and a heat pump on some trims; Air is the entry trim."),
    ("2025-10-11T21:45:00Z", "how to say thank you in kannada formally", "Dhanyavadagalu."),
]


def quick_jsonl():
    lines = [json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) for ts, q, a in QUICK]
    return ("\n".join(lines) + "\n").encode("utf-8")


# --------------------------------------------------------------- WhatsApp
LRM = "\u200e"
GROUP = "Amma & Family \U0001F3E0"

# (dd/mm/yyyy, hh:mm:ss, sender, text)  text may contain newlines.
# special texts: "<image>", "<audio>", "<deleted>"
WA = [
    ("02/11/2024", "19:04:33", GROUP, "<e2e>"),
    ("02/11/2024", "19:04:33", "Kavya", "<created>"),
    ("02/11/2024", "19:05:10", "Kavya", "Made this so we stop losing things across 5 different chats \U0001F64F"),
    ("02/11/2024", "19:06:41", "Divya", "Good idea. Amma this is the new family group, you can post here"),
    ("02/11/2024", "19:20:02", "Amma", "Ok. Namaskara everyone"),
    ("02/11/2024", "19:22:17", "Adi", "hi paati"),
    ("02/11/2024", "19:22:50", "Vik", "\U0001F44B"),
    ("18/11/2024", "21:10:05", "Kavya", "Builder came on Saturday. Quote for the loft 38.5k \U0001F633"),
    ("18/11/2024", "21:12:40", "Vik", "That's for the velux version. Dormer would be more"),
    ("18/11/2024", "21:15:03", "Divya", "In Bangalore you can build a whole floor for that \U0001F602"),
    ("18/11/2024", "21:16:22", "Amma", "Why you need another room? Adi can share"),
    ("18/11/2024", "21:16:59", "Adi", "PAATI no"),
    ("10/01/2025", "08:31:12", "Amma", "Eye is getting worse. Can't read the newspaper even with glasses"),
    ("10/01/2025", "08:45:40", "Divya", "Dr says left eye cataract is ready for operation. Right one later. I'll fix the date"),
    ("10/01/2025", "12:02:19", "Kavya", "Ok. Find a good surgeon pls, don't just go to the nearest one. I'll share the cost"),
    ("14/02/2025", "18:20:44", "Divya", "Hospital confirmed 14 March for the op. Sending voice note with all the details"),
    ("14/02/2025", "18:21:30", "Divya", "<audio>"),
    ("14/02/2025", "18:40:02", "Kavya", "Divya pls type it, no voice notes \U0001F64F I can't listen at work and honestly I hate voice notes even at home. Just type 3 lines"),
    ("14/02/2025", "18:41:15", "Divya", "Ok madam \U0001F644"),
    ("14/02/2025", "18:47:33", "Divya", "Op 14 March, pre-op tests 11th, report 7:30am. Happy?"),
    ("14/02/2025", "18:48:01", "Kavya", "Very happy. Thank you \u2764\ufe0f"),
    ("03/03/2025", "09:12:20", "Divya", "Update - the surgeon's list had a cancellation, they have preponed Amma's op to THIS Friday, 7th March. Pre-op tests moved to tomorrow"),
    ("03/03/2025", "09:30:55", "Kavya", "Ok good, sooner the better. I'll take Friday off, will be on the phone. Amma don't worry ok"),
    ("03/03/2025", "10:01:37", "Amma", "I am not worried. Divya is worried"),
    ("07/03/2025", "05:48:10", "Kavya", "Awake. Any news?"),
    ("07/03/2025", "06:22:41", "Divya", "Done! Amma is fine, in recovery. Dr said it went smoothly"),
    ("07/03/2025", "06:23:05", "Divya", "<image>"),
    ("07/03/2025", "06:24:30", "Kavya", "\U0001F64F\U0001F64F thank god. Film star glasses \U0001F60E"),
    ("07/03/2025", "07:40:12", "Adi", "get well soon paati"),
    ("07/03/2025", "20:05:48", "Divya", "Bill came to 68k total, I paid the full thing from my card"),
    ("07/03/2025", "20:12:33", "Kavya", "I'll transfer my half (34k) after payday on the 25th. Remind me if I forget \U0001F648"),
    ("07/03/2025", "20:13:02", "Divya", "\U0001F44D"),
    ("15/03/2025", "17:55:21", "Divya", "Kavya one thing. Amma shouldn't be doing steep stairs for a few weeks, and honestly at her age at all. When she comes don't put her up in that new loft room. She'll fall on those stairs. Downstairs only please"),
    ("15/03/2025", "18:02:44", "Kavya", "Loft won't even be finished by Sept knowing our builder \U0001F602 She'll have the study downstairs, don't worry"),
    ("15/03/2025", "18:03:10", "Amma", "I can climb stairs. I climbed Chamundi Hills in 2019"),
    ("15/03/2025", "18:03:55", "Divya", "<deleted>"),
    ("15/03/2025", "18:04:20", "Divya", "Amma that was 1000 steps and you took 4 hours"),
    ("18/06/2025", "19:41:09", "Divya", "VISA GRANTED \U0001F389\U0001F389 passport came back today"),
    ("18/06/2025", "19:41:50", "Amma", "\U0001F64F"),
    ("18/06/2025", "19:45:02", "Vik", "Brilliant! Book the flights K"),
    ("18/06/2025", "19:46:33", "Adi", "yessss"),
    ("12/08/2025", "22:10:18", "Vik", "Lexicon letter came. I say we just buy the Enyaq out, simpler"),
    ("12/08/2025", "22:14:40", "Kavya", "Ok agreed, we pay the final payment and keep it. One less thing to think about"),
    ("14/08/2025", "22:50:07", "Kavya", "Amma's tickets booked! Emirates, in on 27 Sep, back on 2 Nov. Wheelchair assistance requested all the way. E-ticket forwarded to Divya"),
    ("14/08/2025", "22:52:31", "Divya", "Super. I'll print it for her, she doesn't trust phones"),
    ("14/08/2025", "22:53:10", "Amma", "I trust paper"),
    ("24/09/2025", "20:31:44", "Kavya", "Plan for Saturday: Vik will pick Amma up from T1 arrivals, Adi going with him. I'm stuck at the hall for the kids' dance rehearsal till 4, will come straight home"),
    ("24/09/2025", "20:33:12", "Vik", "Yes. Parking in the T1 short stay"),
    ("24/09/2025", "20:35:58", "Divya", "She'll come out slowly with the wheelchair person, don't panic if she's last"),
    ("27/09/2025", "14:58:02", "Vik", "She's out! With a very tall wheelchair man who she's adopted"),
    ("27/09/2025", "14:58:30", "Vik", "<image>"),
    ("27/09/2025", "15:01:11", "Kavya", "\u2764\ufe0f\u2764\ufe0f crying in the middle of the Bollywood routine"),
    ("27/09/2025", "15:30:40", "Divya", "Tell her to call me when she reaches home"),
    ("05/10/2025", "11:20:15", "Kavya", "Changed Amma's return flight to Sun 16 Nov so she's here for Adi's birthday \U0001F382 Emirates charged \u00a395 difference. New e-ticket in my email"),
    ("05/10/2025", "11:24:48", "Divya", "Good, she's been hinting for a week"),
    ("05/10/2025", "11:25:30", "Amma", "I did not hint. I am happy only \U0001F60A"),
    ("05/10/2025", "11:26:02", "Adi", "\U0001F389"),
    ("10/10/2025", "17:05:33", "Adi", "mum can paati come to the presentation evening in nov"),
    ("10/10/2025", "17:10:21", "Kavya", "If it's before the 16th yes"),
    ("12/10/2025", "08:15:49", "Divya", "Kavya did you send the 34k for Amma's op? Not urgent, just asking because I'm doing accounts"),
    ("12/10/2025", "08:40:03", "Kavya", "Aiyo sorry sorry, totally forgot. Will do this week, promise \U0001F64F"),
    ("12/10/2025", "08:41:30", "Divya", "\U0001F602 seven months"),
    ("13/10/2025", "19:02:12", "Amma", "Today I made Mysore pak for the Diwali stall. Vik ate 6 pieces"),
    ("13/10/2025", "19:03:40", "Vik", "Quality control"),
]


def whatsapp_txt():
    out = []
    for d, t, who, text in WA:
        stamp = "[%s, %s]" % (d, t)
        if text == "<e2e>":
            out.append("%s %s: %sMessages and calls are end-to-end encrypted. Only people in this chat "
                       "can read, listen to, or share them." % (stamp, who, LRM))
        elif text == "<created>":
            out.append("%s%s %s: %screated group \u201c%s\u201d" % (LRM, stamp, who, LRM, GROUP))
        elif text == "<image>":
            out.append("%s%s %s: %simage omitted" % (LRM, stamp, who, LRM))
        elif text == "<audio>":
            out.append("%s%s %s: %saudio omitted" % (LRM, stamp, who, LRM))
        elif text == "<deleted>":
            out.append("%s%s %s: %sThis message was deleted." % (LRM, stamp, who, LRM))
        else:
            out.append("%s %s: %s" % (stamp, who, text))
    return ("\n".join(out) + "\n").encode("utf-8")
