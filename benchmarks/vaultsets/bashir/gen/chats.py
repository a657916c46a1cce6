"""Chat exports: ChatGPT conversations.json, plain message JSONs, JSONL, iMessage (imessage-exporter txt)."""
import json
from datetime import datetime

from common import mel

CHATS = {}


def epoch(d):
    return round(d.timestamp(), 3)


# ====================================================================== ChatGPT export
def _node(nid, msg, parent, children):
    return {"id": nid, "message": msg, "parent": parent, "children": children}


def _m(mid, role, text, when, model=None, hidden=False):
    meta = {}
    if hidden:
        meta["is_visually_hidden_from_conversation"] = True
    if model:
        meta.update({"model_slug": model, "default_model_slug": model, "finish_details": {"type": "stop"}})
    return {
        "id": mid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": epoch(when) if when else None,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0 if not hidden else 0.0,
        "metadata": meta,
        "recipient": "all",
        "channel": None,
    }


def conversation(cid, title, turns, model="gpt-4o", branch=None):
    """turns: list of (role, text, when). branch: (index_of_user_turn_to_fork, [alt turns]) - the
    ORIGINAL turns from that index are kept as an abandoned sibling branch; alt turns become current."""
    mapping = {}
    root = "client-created-root-" + cid[:8]
    sys_id = cid[:8] + "-0000-sys"
    mapping[root] = _node(root, None, None, [sys_id])
    mapping[sys_id] = _node(sys_id, _m(sys_id, "system", "", None, hidden=True), root, [])

    def chain(parent, items, prefix):
        last = parent
        for i, (role, text, when) in enumerate(items):
            nid = "%s-%s-%02d" % (cid[:8], prefix, i)
            mapping[nid] = _node(nid, _m(nid, role, text, when, model=model if role == "assistant" else None),
                                 last, [])
            mapping[last]["children"].append(nid)
            last = nid
        return last

    if branch:
        k, alt = branch
        fork_parent = chain(sys_id, turns[:k], "a") if k else sys_id
        chain(fork_parent, turns[k:], "old")
        current = chain(fork_parent, alt, "b")
    else:
        current = chain(sys_id, turns, "a")
    all_times = [t[2] for t in turns] + ([t[2] for t in branch[1]] if branch else [])
    return {
        "title": title,
        "create_time": epoch(min(all_times)),
        "update_time": epoch(max(all_times)),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": current,
        "plugin_ids": None,
        "conversation_id": cid,
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": model,
        "id": cid,
    }


conv_membrane = conversation(
    "6a1f3c2e-9b7d-4e1a-8c55-0d2f7e913a40", "Membrane cure time before tiling", [
        ("user", "Tiler starts next week on our bathroom. He does the waterproofing first. How long does the "
                 "membrane actually need before he can tile over it? I want to know if he's rushing it.",
         mel(2025, 3, 20, 21, 41, 5)),
        ("assistant",
         "Short version: it depends on the product, so the manufacturer's technical data sheet is the real "
         "answer - but here's what's typical for the water-based liquid membranes used in most Australian "
         "bathrooms:\n\n"
         "- **Two coats**, usually at right angles to each other, with reinforcing tape or bandage at the "
         "wall/floor junctions and around the waste.\n"
         "- **Between coats:** often 1-4 hours until touch dry (longer when it's cold or humid).\n"
         "- **Before tiling:** most products want **24-48 hours after the final coat** for a full cure. Some "
         "fast-cure products allow tiling the same day, but those are sold as such.\n\n"
         "Things worth checking or asking about:\n"
         "1. That it's installed to **AS 3740** (the Australian standard for waterproofing wet areas).\n"
         "2. A bond breaker or flexible sealant at the internal corners and wall/floor junctions.\n"
         "3. Minimum dry film thickness - a careful waterproofer will check with a wet-film gauge.\n"
         "4. Some people do a **24-hour flood test** of the shower area before tiling.\n"
         "5. Ask for the **waterproofing certificate** when it's done - you'll want it for insurance and "
         "if you ever sell.\n\n"
         "If he's tiling the same afternoon as the second coat with a standard product, that would be the "
         "red flag.",
         mel(2025, 3, 20, 21, 41, 38)),
        ("user", "he said 'overnight is fine'. ok or not?", mel(2025, 3, 20, 21, 44, 10)),
        ("assistant",
         "Overnight can be fine - many membranes are tileable after about 12-24 hours in mild conditions, and "
         "Melbourne in late March is usually mild. The easy way to settle it: ask him which membrane he's "
         "using and look up its data sheet together. A good tradie won't mind that question at all.",
         mel(2025, 3, 20, 21, 44, 31)),
    ])

conv_ppi = conversation(
    "b27d90e4-1c3a-4f6b-9d21-7e5a0c8f2b16", "PPI deprescribing case report outline", [
        ("user", "I'm writing a deprescribing case report for my grad dip. Patient is 78, on pantoprazole 40 mg "
                 "daily for 6 years, no clear indication. Can you suggest a structure?",
         mel(2025, 4, 10, 21, 2, 0)),
        ("assistant",
         "Here's a structure that works well for a deprescribing case report:\n\n"
         "1. Introduction - PPI overuse in older adults, risks of long-term use\n"
         "2. Case presentation - de-identified history, current medicines\n"
         "3. Medication review\n4. Deprescribing rationale and evidence\n5. Plan and monitoring\n"
         "6. Communication with the prescriber\n7. Reflection\n\n"
         "For pantoprazole 40 mg specifically, you'd usually step down to 20 mg before moving to on-demand use.",
         mel(2025, 4, 10, 21, 2, 40)),
    ],
    branch=(0, [
        ("user", "I'm writing a deprescribing case report for my grad dip. Patient is 78, on esomeprazole 20 mg "
                 "daily for 8 years, started after a hospital stay, no GI bleed, no Barrett's. Can you suggest a "
                 "structure? Dot points please, not essays.",
         mel(2025, 4, 10, 21, 4, 12)),
        ("assistant",
         "Structure (dot points):\n\n"
         "- **Intro** - PPI overuse; harms of long-term use (C. difficile, fractures, hypomagnesaemia, B12)\n"
         "- **Case** - age, living situation, 14 regular meds, DAA\n"
         "- **Med review** - table: medicine, indication, still needed?, action\n"
         "- **Rationale/evidence** - no ongoing indication; evidence-based PPI deprescribing guideline "
         "supports step-down or on-demand\n"
         "- **Plan** - esomeprazole 20 mg -> on-demand (already the lowest daily dose); counsel on rebound "
         "acid hypersecretion for 2-4 weeks; antacid for breakthrough\n"
         "- **Monitoring** - symptom diary, review at 4 and 12 weeks\n"
         "- **GP communication** - brief letter, recommendation + rationale + monitoring plan\n"
         "- **Reflection** - what you'd do differently; barriers (patient belief, GP time)",
         mel(2025, 4, 10, 21, 5, 2)),
        ("user", "good. what should the monitoring table look like?", mel(2025, 4, 10, 21, 9, 30)),
        ("assistant",
         "| When | What to check | Who | Action if problem |\n|---|---|---|---|\n"
         "| Week 2 | heartburn, reflux symptoms (diary) | pharmacist phone call | antacid; reassure re rebound |\n"
         "| Week 4 | symptoms, antacid use | pharmacist at DAA pick-up | if persistent, discuss with GP |\n"
         "| Week 12 | symptoms, quality of life | GP review | restart lowest dose if clearly needed |",
         mel(2025, 4, 10, 21, 9, 58)),
    ]))

conv_dari = conversation(
    "d4e8a7b1-5f20-4c9e-a3d6-81b2f0c7e955", "Dari birthday wishes for Mum", [
        ("user", "what's a nice way to say 'happy 70th birthday, dear mother, may you live to 100' in Dari for a "
                 "card? transliterated, she reads Latin letters slowly but she'd like the effort",
         mel(2025, 5, 18, 20, 15, 0)),
        ("assistant",
         "A warm, simple version in transliterated Dari:\n\n"
         "**\"Madar jan, tawalod-e haftad salagi-at mubarak! Sad sal zinda bashi.\"**\n\n"
         "- *Madar jan* - dear mother\n- *tawalod-e haftad salagi-at mubarak* - happy 70th birthday\n"
         "- *sad sal zinda bashi* - may you live a hundred years\n\n"
         "Spellings vary in Latin letters, so if a family member writes it differently, go with theirs.",
         mel(2025, 5, 18, 20, 15, 30)),
    ])

CHATS["chat/chatgpt/conversations.json"] = (json.dumps(
    [conv_dari, conv_ppi, conv_membrane], ensure_ascii=False, indent=2) + "\n").encode("utf-8")


# ====================================================================== plain message JSON files
def iso(d):
    return d.isoformat()


CHATS["chat/assistant/2024-10-16-tile-quantity.json"] = (json.dumps([
    {"role": "user", "content": "bathroom floor is 2.6 x 2.4 m, tiles are 600x600. how many m2 do I order? "
                                "walls: 2.4 high, room perimeter about 10 m minus door (0.82 wide) and window "
                                "(1.2 x 0.6). 300x600 on the walls.",
     "timestamp": iso(mel(2024, 10, 16, 21, 2, 11))},
    {"role": "assistant", "content": "Floor: 2.6 x 2.4 = 6.24 m2. With 600x600 tiles in a straight lay, allow "
                                     "about 10% for cuts and breakages: 6.24 x 1.10 = 6.9 m2, so order 7 m2 "
                                     "(round up to full boxes).\n\nWalls: 10 m x 2.4 m = 24 m2, minus the door "
                                     "(0.82 x 2.04 = 1.67 m2) and window (0.72 m2) = about 21.6 m2. Add 10-15% "
                                     "for cuts = 23.8-24.8 m2. If the bath stays, subtract the area behind it, "
                                     "but add the bath hob/apron. Ordering ~25-26 m2 is sensible - keep a box "
                                     "or two spare for future repairs.",
     "timestamp": iso(mel(2024, 10, 16, 21, 2, 39))},
    {"role": "user", "content": "tiler says 10% is fine for straight lay. diagonal would be more?",
     "timestamp": iso(mel(2024, 10, 16, 21, 5, 3))},
    {"role": "assistant", "content": "Yes - diagonal or herringbone layouts usually need 15-20% extra because "
                                     "of the extra cuts at every edge.",
     "timestamp": iso(mel(2024, 10, 16, 21, 5, 20))},
], ensure_ascii=False, indent=2) + "\n").encode("utf-8")

CHATS["chat/assistant/2025-01-18-proposer-letter.json"] = (json.dumps([
    {"role": "user", "content": "I need to write a short support letter as the proposer for my cousin's "
                                "humanitarian visa (subclass 202). He's Jawad Ahmadi, 29, in Islamabad with "
                                "his wife. I'm an Australian citizen, pharmacist, we have a spare room. Keep it "
                                "plain and factual, I don't like flowery language.",
     "timestamp": iso(mel(2025, 1, 18, 20, 30, 0))},
    {"role": "assistant", "content": "Here's a plain draft you can adapt:\n\n"
                                     "To the case officer,\n\n"
                                     "I am the proposer for the Global Special Humanitarian (subclass 202) "
                                     "application of my cousin, Mr Jawad Ahmadi, and his wife, Mrs Farzana "
                                     "Ahmadi. I am an Australian citizen and have lived in Melbourne since 2001. "
                                     "I work full time as a community pharmacist in Dandenong.\n\n"
                                     "If the application is granted, Jawad and Farzana will live with my family "
                                     "in Noble Park for their first months in Australia. We have a spare "
                                     "bedroom. I will help them with Medicare and Centrelink registration, "
                                     "English classes, and finding work. Jawad's mother, my aunt, lives nearby "
                                     "in Hallam, and our wider family is in the south-east of Melbourne.\n\n"
                                     "Yours sincerely,\nBashir Sultani",
     "timestamp": iso(mel(2025, 1, 18, 20, 30, 41))},
    {"role": "user", "content": "add that they have a baby due in February",
     "timestamp": iso(mel(2025, 1, 18, 20, 33, 15))},
    {"role": "assistant", "content": "Add after the first paragraph: \"Jawad and Farzana are expecting their "
                                     "first child in February 2025; the child will be added to the application "
                                     "once born, on the advice of our registered migration agent.\"",
     "timestamp": iso(mel(2025, 1, 18, 20, 33, 40))},
], ensure_ascii=False, indent=2) + "\n").encode("utf-8")

# ====================================================================== JSONL quick questions
QQ = [
    (mel(2024, 7, 9, 22, 10), "how long should a continuous flow gas hot water unit last",
     "Typically 15-20 years with servicing every 2 years or so; igniters, fans and flow sensors are common "
     "replacement parts along the way."),
    (mel(2024, 8, 14, 13, 2), "dari for congratulations",
     "Common: 'mubarak' or 'mubarak basha' (may it be blessed); for an achievement, 'tabrik' is also used."),
    (mel(2024, 9, 2, 21, 45), "grad dip part time realistic hours per week",
     "Plan for roughly 10-15 hours per unit per week, more around assessment deadlines."),
    (mel(2024, 10, 16, 20, 55), "tile wastage % straight lay 600x600",
     "About 10% for a straight lay; 15-20% for diagonal or herringbone."),
    (mel(2024, 11, 20, 7, 40), "podcast recs for the drive to work. I like long-form history (empires, wars, "
                               "ancient stuff), big narrative series, 2-3 hour episodes are fine. Not true crime, "
                               "can't stand it, and none of the two-blokes-laughing comedy ones",
     "Look for long-form narrative history series: multi-part deep dives on the Mongols, Rome or the World "
     "Wars, and academic-led history interview shows. Skip the true crime and chat-comedy charts."),
    (mel(2024, 12, 3, 12, 15), "S3 vs S4 australia quick",
     "S3 = Pharmacist Only Medicine (no prescription, pharmacist must be involved). S4 = Prescription Only."),
    (mel(2025, 1, 6, 22, 30), "packing list 3 day wedding sydney summer",
     "Suit + 2 shirts, formal shoes, light casual clothes, swimmers, chargers, gifts/envelope, kids' entertainment."),
    (mel(2025, 2, 26, 22, 5), "cockcroft gault formula",
     "CrCl (mL/min) = (140 - age) x weight (kg) [x 0.85 if female] / (0.815 x serum creatinine in umol/L)."),
    (mel(2025, 3, 18, 16, 20), "vaccine fridge went up to about 9 degrees for ~40 min what do I do",
     "Don't discard anything yet. Quarantine the vaccines in a working fridge at 2-8 C, label 'do not use', "
     "record the temperatures and duration, and follow your state's cold chain breach process - they'll "
     "advise whether stock can be used."),
    (mel(2025, 4, 2, 21, 0), "how long before using a shower after grouting",
     "Cement grout: usually 72 hours before getting it wet; epoxy grout often 24 hours - check the product."),
    (mel(2025, 4, 28, 19, 10), "easy afghan dessert for 20 people",
     "Firni (cardamom milk pudding with pistachios) - cheap, make-ahead, scales easily."),
    (mel(2025, 5, 5, 21, 50), "how to word an extension request to a lecturer",
     "Be brief: what you're asking for (how many days), why (specific, with evidence), and what you've "
     "already done. Thank them."),
    (mel(2025, 5, 25, 22, 40), "structure for a 5 minute 70th birthday speech for my mum",
     "Welcome and thanks; one or two short stories; what she taught you; a toast. About 600-700 words."),
]
CHATS["chat/quick-questions.jsonl"] = "".join(
    json.dumps({"ts": iso(t), "q": q, "a": a}, ensure_ascii=False) + "\n" for t, q, a in QQ).encode("utf-8")


# ====================================================================== iMessage (imessage-exporter TXT)
def ts(d):
    hour = d.hour % 12 or 12
    return "%s %02d, %d %2d:%02d:%02d %s" % (d.strftime("%b"), d.day, d.year, hour, d.minute, d.second,
                                            "AM" if d.hour < 12 else "PM")


IM = [
    # (datetime, sender, text, read_note, tapbacks, is_reply)
    (datetime(2024, 10, 12, 19, 41, 3), "Me",
     "Salaam jan. Starting bathroom quotes finally. Didn't Hamid do your laundry last year? Who was the tiler?",
     "Read by them after 4 minutes", [], False),
    (datetime(2024, 10, 12, 19, 52, 40), "Mariam", "Salaam! Finally!! Nadia deserves a medal",
     "Read by you after 1 minute", [], False),
    (datetime(2024, 10, 12, 19, 53, 18), "Mariam",
     "Hamid says use Dom. Dom Russo. He did our laundry AND the ensuite, clean, on time, didn't rip us off. "
     "0491 570 313 - tell him you're Hamid's brother in law", "Read by you after 1 minute",
     ["Loved by Me"], False),
    (datetime(2024, 10, 12, 19, 55, 2), "Me", "Tashakor. Will call him tomorrow", "", [], False),
    (datetime(2024, 11, 24, 18, 10, 44), "Me", "Picked the tiles yesterday finally. Nadia happy. I'm poor",
     "Read by them after 3 minutes", [], False),
    (datetime(2024, 11, 24, 18, 14, 31), "Mariam", "Ooh send pics. And Bashir. Please. Tell me you're not doing white grout",
     "Read by you after 2 minutes", [], False),
    (datetime(2024, 11, 24, 18, 15, 9), "Mariam",
     "White grout looks filthy in a month. I scrub ours with a toothbrush every Sunday and I hate my life. "
     "Go charcoal, or at least a mid grey. Trust me on this one",
     "Read by you after 1 minute", ["Laughed by Me"], False),
    (datetime(2024, 11, 24, 18, 17, 50), "Me", "Noted boss \U0001fae1", "", ["Loved by Mariam"], False),
    (datetime(2025, 1, 9, 21, 2, 15), "Me",
     "You've still got our spare key right? Yusuf's house-sitting Fri-Mon, just in case he locks himself out",
     "Read by them after 6 minutes", [], False),
    (datetime(2025, 1, 9, 21, 9, 40), "Mariam", "Yep on my keyring. Have fun in Sydney, bring me something nice",
     "Read by you after 1 minute", [], False),
    (datetime(2025, 3, 29, 16, 30, 10), "Mariam",
     "Eid mubarak in advance jan! Moon sighted? Khala says lunch tomorrow for sure",
     "Read by you after 12 minutes", [], False),
    (datetime(2025, 3, 29, 16, 43, 2), "Me", "Eid mubarak! Yes tomorrow. The big deg is already in the ute \U0001f602",
     "Read by them after 1 minute", ["Laughed by Mariam"], False),
    (datetime(2025, 3, 29, 16, 44, 30), "Mariam", "I'm doing salads + firni. Don't be late, you know how she gets",
     "Read by you after 2 minutes", [], False),
    (datetime(2025, 4, 6, 20, 15, 0), "Mariam",
     "Booked the place on Thomas St for Mum's lunch - Sat 21 June, 12:30, back room. 22 people so far. "
     "Deposit on my card", "Read by you after 5 minutes", ["Loved by Me"], False),
    (datetime(2025, 4, 6, 20, 21, 11), "Me", "Legend. I'll sort the cake. What are we doing for the present?",
     "Read by them after 1 minute", [], False),
    (datetime(2025, 4, 6, 20, 22, 40), "Mariam", "Kindle? She reads Hafez on her phone at 200% lol",
     "Read by you after 1 minute", [], False),
    (datetime(2025, 4, 6, 20, 24, 3), "Me", "She'll never use it. Photo book?", "", [], False),
    (datetime(2025, 4, 6, 20, 25, 51), "Mariam", "Photo book from the kids yes. But we need something from US",
     "Read by you after 1 minute", [], False),
    (datetime(2025, 5, 4, 11, 2, 33), "Mariam",
     "OK final decision on Mum's present: the gold bangle from Zarin Jewellers on Thomas St, the one she "
     "stared at for 5 min when we were shopping for Sana's thing. We go halves. Kids do the photo book. Yes?",
     "Read by you after 9 minutes", [], False),
    (datetime(2025, 5, 4, 11, 12, 8), "Me", "Yes. Final final. Deal \U0001f91d", "Read by them after 1 minute",
     ["Loved by Mariam"], True),
    (datetime(2025, 5, 4, 11, 13, 0), "Mariam", "I'll pay the deposit, you owe me $160 \U0001f618",
     "Read by you after 1 minute", [], False),
    (datetime(2025, 5, 4, 11, 14, 22), "Me", "Transferring tonight", "", [], False),
    (datetime(2025, 5, 25, 19, 48, 9), "Mariam",
     "Khala just called. Jawad's medical is booked - Tue 3 June, 10am, in Islamabad. She wants you to tell Lena",
     "Read by you after 3 minutes", [], False),
    (datetime(2025, 5, 25, 19, 52, 30), "Me", "Tashakor jan, emailing Lena tonight. How's Khala holding up?",
     "Read by them after 1 minute", [], False),
    (datetime(2025, 5, 25, 19, 54, 1), "Mariam",
     "Stressed but ok. Come see her this week, she misses you. Also are you eating?? Nadia says you're living on "
     "biscuits while you study", "Read by you after 1 minute", [], False),
    (datetime(2025, 5, 25, 19, 55, 40), "Me", "Exam in 2 weeks. After that I eat. Promise",
     "Read by them after 2 minutes", ["Laughed by Mariam"], False),
    (datetime(2025, 5, 26, 9, 3, 12), "Mariam",
     "PS told the restaurant no coriander on your plate at Mum's lunch. You're welcome \U0001f602",
     "Read by you after 20 minutes", [], False),
    (datetime(2025, 5, 26, 9, 24, 0), "Me", "You're the best sister I have", "", [], False),
    (datetime(2025, 5, 26, 9, 24, 31), "Mariam", "I'm your ONLY sister", "Read by you after 1 minute",
     ["Laughed by Me"], False),
]


def imessage():
    out = []
    for d, sender, text, read, taps, is_reply in IM:
        block = ts(d) + ((" (" + read + ")") if read else "") + "\n"
        block += sender + "\n" + text + "\n"
        if taps:
            block += "Tapbacks:\n" + "".join("    %s\n" % t for t in taps) + "\n"
        if is_reply:
            block += "This message responded to an earlier message.\n"
        out.append(block + "\n")
    return "".join(out).encode("utf-8")


CHATS["chat/imessage/+61491570156.txt"] = imessage()
