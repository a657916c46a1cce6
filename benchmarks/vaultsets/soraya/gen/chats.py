# -*- coding: utf-8 -*-
"""Chat exports: Skype messages.json, ChatGPT conversations.json, plain messages JSON, JSONL."""
import datetime as dt
import hashlib
import json
from common import write_text

UTC = dt.timezone.utc


def ms(iso):
    d = dt.datetime.strptime(iso, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
    return int(d.timestamp() * 1000)


def epoch(iso):
    d = dt.datetime.strptime(iso, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=UTC)
    return d.timestamp()


def uid(*parts):
    h = hashlib.sha1("|".join(parts).encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], "4" + h[13:16], "8" + h[17:20], h[20:32])


# ====================================================================== Skype
ME = "8:live:.cid.1a2b3c4d5e6f7081"
MAMAN = "8:live:.cid.5d7c2e9a1f3b4c60"
BABA = "8:live:.cid.9a04b6e3c1d2f785"
KAVEH = "8:live:.cid.33f1e0d9c8b7a615"
GROUP = "19:a8e1f0c2d3b44e5f9a7c6b5d4e3f2a10@thread.skype"
NAMES = {ME: "Soraya Karimi", MAMAN: "Maman", BABA: "Baba", KAVEH: "Kaveh"}


def call(kind, who, duration=None):
    parts = []
    for p in who:
        inner = "    <name>%s</name>\n" % NAMES[p]
        if duration is not None:
            inner += "    <duration>%d</duration>\n" % duration
        parts.append('  <part identity="%s">\n%s  </part>\n' % (p[2:], inner))
    return '<partlist type="%s" alt="">\n%s</partlist>' % (kind, "".join(parts))


GROUP_MSGS = [
    ("2024-03-19T03:08:42.511Z", MAMAN, "RichText", "عید همگی مبارک عزیزای دلم 🌷🌷 سال نو مبارک"),
    ("2024-03-19T03:10:05.002Z", ME, "Event/Call", call("started", [ME])),
    ("2024-03-19T03:41:37.880Z", ME, "Event/Call", call("ended", [ME, MAMAN, BABA, KAVEH], 1892)),
    ("2024-03-19T03:45:12.300Z", KAVEH, "RichText",
     "Eid-etoon mobarak! Maman sabzeh-et az sabzeh-e man bozorgtar-e, unfair &#128514;"),
    ("2024-06-05T04:12:40.118Z", ME, "RichText",
     "Baba, scan-e passport-ha ro baraye Kaveh ham ferestadam. Kaveh lotfan check kon hame chiz "
     "dorost bashe, I&apos;m too tired to see typos"),
    ("2024-06-21T15:30:02.774Z", ME, "RichText",
     "<b>Submitted!</b> Application-ha rafte &#128591; Hala montazer-e biometrics letter hastim"),
    ("2024-07-17T14:02:19.640Z", ME, "RichText", "Baba, biometrics-etoon to Ankara chetor bood?"),
    ("2024-07-17T14:20:55.013Z", BABA, "RichText", "خوب بود دخترم. ده دقیقه طول کشید. آنکارا خیلی گرم بود 😄"),
    ("2024-07-17T14:25:31.902Z", KAVEH, "RichText", "Baba simit ham khordi? &#128516;"),
    ("2024-08-14T19:40:11.450Z", KAVEH, "RichText", "<b>VISA!!!!</b> &#127881;&#127881;&#127881; Soraya just told me"),
    ("2024-08-14T19:42:48.006Z", MAMAN, "RichText", "خدایا شکرت 🙏🙏"),
    ("2024-09-20T16:05:33.210Z", MAMAN, "RichText", "سورایا جان زعفران چند گرم بیارم؟ گمرک مشکل نداره؟"),
    ("2024-09-20T16:30:09.871Z", ME, "RichText",
     "100 gram kafi-e Maman! Faghat too form-e gomrok tik-e &quot;food&quot; ro bezan va declare kon. "
     "Pesteh ham hamintor."),
    ("2024-10-05T22:51:16.335Z", ME, "RichText", "Landed?? I&apos;m at arrivals, the door on the left"),
    ("2024-10-05T23:20:44.090Z", KAVEH, "RichText", "Send a picture when you see them!!"),
    ("2024-10-05T23:48:27.512Z", ME, "RichText",
     "<b>THEY&apos;RE HERE</b> &#128557;&#128557; Baba&apos;s one suitcase is stuck in Istanbul though"),
    ("2024-10-18T15:10:03.777Z", BABA, "RichText",
     "کاوه جان، کوه‌های اینجا منو یاد دنا می‌ندازه. هر صبح از پنجره نگاهشون می‌کنم."),
    ("2024-10-18T15:14:50.241Z", ME, "RichText",
     "Kaveh, for Leila: Baba says the mountains here remind him of Dena (the big range on the way "
     "from Shiraz to Yasuj). He looks at them every morning from the window &#129401;"),
    ("2024-10-18T15:30:12.660Z", KAVEH, "RichText",
     "&lt;3 tell him they get snow too, in like 2 months"),
    ("2024-11-08T23:59:41.003Z", KAVEH, "RichText",
     "Maman, talk-e Soraya tamoom shod! 200 nafar too salon boodan &#128248; aks mifrestam"),
    ("2024-12-22T03:30:22.418Z", KAVEH, "RichText", "Yalda mobarak!! fal-e Hafez chi oomad?"),
    ("2024-12-22T03:34:05.929Z", ME, "RichText",
     "Baba khoond baramoon. Mine said the hard part of the year is over &#128591;"),
    ("2025-01-25T21:15:38.144Z", MAMAN, "RichText", "رسیدیم شیراز، سالم. دلمون براتون تنگ شده ❤️"),
    ("2025-02-08T17:20:14.552Z", ME, "RichText",
     "Ok new plan for our calls since Baba has the library class on Sunday nights now: "
     "<b>Saturdays 9am my time</b> = 8:30pm Shiraz. Kaveh you can join at noon your time &#128578;"),
    ("2025-02-08T17:25:49.301Z", KAVEH, "RichText", "&#128077; shanbeh-ha"),
    ("2025-02-08T17:40:02.768Z", BABA, "RichText", "باشه دخترم، شنبه‌ها ساعت هشت و نیم شب 👍"),
    ("2025-02-15T17:00:31.112Z", ME, "Event/Call", call("started", [ME])),
    ("2025-02-15T17:52:10.405Z", ME, "Event/Call", call("ended", [ME, MAMAN, BABA], 3099)),
    ("2025-03-02T18:10:27.845Z", MAMAN, "RichText", "سبزه‌ات سبز شد؟ عکس بفرست"),
    ("2025-03-02T18:15:03.226Z", ME, "RichText", "Are Maman, gandom + adas, 4 rooz-e &#9996;&#65039;"),
]

MAMAN_MSGS = [
    ("2024-03-25T04:00:12.301Z", ME, "RichText",
     "Maman, Khaleh Mina salam resoond, kheili khosh gozasht &#127799; sabzi polo mahi-ash aali bood"),
    ("2024-03-25T04:06:45.773Z", MAMAN, "RichText", "نوش جان. بهش بگو دستش درد نکنه"),
    ("2024-06-22T05:10:19.507Z", ME, "RichText",
     "Maman, esm-e daroo-ye feshar-e Baba chie? baraye form-e bime (insurance) mikham"),
    ("2024-06-22T05:40:56.981Z", MAMAN, "RichText", "آملودیپین ۵ میلی، صبح‌ها یکی. چند ساله همینه"),
    ("2024-06-22T05:41:30.014Z", MAMAN, "RichText", "Amlodipine 5mg"),
    ("2024-06-22T05:45:02.640Z", ME, "RichText", "Merci &lt;3 <i>stable</i> hast dige? ok perfect"),
    ("2024-09-01T16:00:04.220Z", ME, "Event/Call", call("started", [ME])),
    ("2024-09-01T16:38:51.902Z", ME, "Event/Call", call("ended", [ME, MAMAN], 2327)),
    ("2025-01-27T18:22:47.118Z", MAMAN, "RichText", "زعفران (گربه‌ات!) چطوره؟ دلم براش تنگ شده"),
    ("2025-01-27T18:30:15.404Z", ME, "RichText",
     "Zafaran har shab mire too otagh-e shoma donbal-e Baba migarde &#128575;"),
]

BABA_MSGS = [
    ("2024-08-30T08:05:33.118Z", BABA, "RichText", "بلیط‌ها رو آژانس صادر کرد. ایمیلش رو برات فرستادن"),
    ("2024-08-30T15:00:47.652Z", ME, "RichText",
     "Merci Baba! Didam. Istanbul ye shab hotel darin, rahat bashin. Too Vancouver khodam miam donbaletoon"),
    ("2025-02-01T16:44:09.301Z", BABA, "RichText",
     "از هفته‌ی بعد یکشنبه‌ها شب میرم کتابخونه، کلاس شاهنامه‌خوانی 😊"),
    ("2025-02-01T16:50:58.730Z", ME, "RichText",
     "Che aali Baba!! Pas call-e hafte-ro avaz mikonim, too group migam"),
]


def skype_conv(cid, name, msgs, thread=None):
    ml = []
    for iso, frm, mtype, content in sorted(msgs, key=lambda x: x[0], reverse=True):
        v = ms(iso)
        ml.append({
            "id": str(v),
            "displayName": NAMES[frm] if frm != ME else None,
            "originalarrivaltime": iso,
            "messagetype": mtype,
            "version": v,
            "content": content,
            "conversationid": cid,
            "from": frm,
            "properties": None,
            "amsreferences": None,
        })
    last = max(m[0] for m in msgs)
    return {
        "id": cid,
        "displayName": name,
        "version": ms(last) + 1,
        "properties": {
            "conversationblocked": False,
            "lastimreceivedtime": last,
            "consumptionhorizon": "%d;%d;%d" % (ms(last), ms(last) + 7, ms(last)),
            "conversationstatus": None,
        },
        "threadProperties": thread,
        "MessageList": ml,
    }


def build_skype():
    data = {
        "userId": ME,
        "exportDate": "2025-03-08T19:02:11.123Z",
        "conversations": [
            skype_conv(GROUP, "Khanevadeh 🌷", GROUP_MSGS,
                       {"membercount": 4,
                        "members": json.dumps([ME, MAMAN, BABA, KAVEH]),
                        "topic": "Khanevadeh 🌷", "picture": None}),
            skype_conv(MAMAN, "Maman", MAMAN_MSGS),
            skype_conv(BABA, "Baba", BABA_MSGS),
        ],
    }
    write_text("chats/skype/messages.json", json.dumps(data, ensure_ascii=False, indent=2) + "\n")


# ====================================================================== ChatGPT
def cg_msg(mid, role, text, t):
    return {
        "id": mid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t if t is not None else None,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0 if role != "system" else 0.0,
        "metadata": ({"is_visually_hidden_from_conversation": True} if role == "system"
                     else ({"model_slug": "gpt-4o", "finish_details": {"type": "stop"}}
                           if role == "assistant" else {})),
        "recipient": "all",
        "channel": None,
    }


def cg_conv(key, title, turns, branch=None):
    """turns: list of (role, text, iso). branch: (index_of_user_turn_to_replace, [(role,text,iso),...])
    The original turn at that index and its reply become a dead branch; the edited turn and the
    rest of the conversation hang off the same parent."""
    mapping = {}
    root = uid(key, "root")
    sysid = uid(key, "system")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": [sysid]}
    mapping[sysid] = {"id": sysid, "message": cg_msg(sysid, "system", "", None),
                      "parent": root, "children": []}
    parent = sysid
    ids = []
    for i, (role, text, iso) in enumerate(turns):
        if branch and i == branch[0]:
            # dead branch: original user message + its answer
            for j, (r2, t2, iso2) in enumerate(branch[1]):
                nid = uid(key, "old", str(j))
                mapping[nid] = {"id": nid, "message": cg_msg(nid, r2, t2, epoch(iso2)),
                                "parent": parent if j == 0 else uid(key, "old", str(j - 1)),
                                "children": []}
                if j == 0:
                    mapping[parent]["children"].append(nid)
                else:
                    mapping[uid(key, "old", str(j - 1))]["children"].append(nid)
        nid = uid(key, "turn", str(i))
        mapping[nid] = {"id": nid, "message": cg_msg(nid, role, text, epoch(iso)),
                        "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)
        parent = nid
        ids.append(nid)
    cid = uid(key, "conversation")
    return {
        "title": title,
        "create_time": epoch(turns[0][2]) - 1,
        "update_time": epoch(turns[-1][2]),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": parent,
        "plugin_ids": None,
        "conversation_id": cid,
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": cid,
    }


def build_chatgpt():
    letter_old_q = ("Can you help me write an invitation letter for my parents to visit me in Canada "
                    "from Iran? They'd come September 1 to December 1, 2024. I'm a Canadian citizen and "
                    "live in North Vancouver.")
    letter_old_a = ("Of course! Here's a draft:\n\nDear Visa Officer,\n\nI, [your full name], a Canadian "
                    "citizen residing at [address], am writing to invite my parents, [father's name] and "
                    "[mother's name], to visit me from September 1 to December 1, 2024...\n\n"
                    "Want me to add a paragraph about your employment and their ties to Iran?")
    letter_new_q = ("Can you help me write an invitation letter for my parents to visit me in Canada "
                    "from Iran? They'd come October 5, 2024 to January 10, 2025 — they want to be here "
                    "for Shab-e Yalda on Dec 21. I'm a Canadian citizen, UX researcher at a fintech, "
                    "and live in North Vancouver. They'll stay with me.")
    letter_new_a = ("Here's a one-page draft you can adapt:\n\nVisa Officer\nImmigration, Refugees and "
                    "Citizenship Canada\n\nDear Visa Officer,\n\nI, [full name], a Canadian citizen residing "
                    "at [address], North Vancouver, invite my parents [name, date of birth, passport number] "
                    "and [name, date of birth, passport number] to visit me from October 5, 2024 to "
                    "January 10, 2025. The purpose of the visit is to spend time with family, including the "
                    "Persian celebration of Shab-e Yalda on December 21...\n\nThey will stay with me and I will "
                    "cover accommodation, food and visitor medical insurance. [Employment paragraph]. "
                    "[Ties to Iran: home ownership, pension, family].\n\nSincerely, [name, phone, email]")
    q2 = "Do I need to include their passport numbers? And does it have to be notarized?"
    a2 = ("Yes — include each parent's full name as in the passport, date of birth and passport number so "
          "the officer can match the letter to the applications. Notarization is not required for a regular "
          "visitor visa; it's the super visa that has stricter requirements. Sign and date the letter and "
          "attach proof of your status, your NOA and an employment letter.")
    conv_a = cg_conv("letter", "Invitation letter for parents' visitor visa", [
        ("user", letter_new_q, "2024-06-01T04:21:10"),
        ("assistant", letter_new_a, "2024-06-01T04:21:40"),
        ("user", q2, "2024-06-01T04:30:02"),
        ("assistant", a2, "2024-06-01T04:30:20"),
    ], branch=(0, [("user", letter_old_q, "2024-06-01T04:15:33"),
                   ("assistant", letter_old_a, "2024-06-01T04:16:01")]))

    conv_b = cg_conv("talk", "Talk title ideas - money shame UX", [
        ("user", "I'm giving a 30 min talk at a UX conference in Toronto about how shame around money "
                 "changes usability testing for fintech products. Give me 10 title ideas, not cheesy.",
         "2024-09-02T03:02:11"),
        ("assistant", "1. Money Talks Quietly\n2. The Awkward Amount\n3. Rounding Down: What People Hide "
                      "When They Split the Bill\n4. Testing in the Red\n5. Nobody Wants to Say the Number\n"
                      "6. The Shame Variable\n7. Please Don't Look at My Balance\n8. Soft Money, Hard Feelings\n"
                      "9. Designing for the Quiet Conversation\n10. What Participants Won't Tell You About Money",
         "2024-09-02T03:02:30"),
        ("user", "I like 'Money Talks Quietly'. Give me subtitle options that say it's about research.",
         "2024-09-02T03:05:40"),
        ("assistant", "- Money Talks Quietly: Researching Financial Shame\n- Money Talks Quietly: Usability "
                      "Testing When the Topic Hurts\n- Money Talks Quietly: What Fintech Research Misses\n"
                      "- Money Talks Quietly: Methods for Sensitive Money Moments", "2024-09-02T03:05:58"),
        ("user", "Going with 'Money Talks Quietly: Researching Financial Shame'. Now help me with a cold open "
                 "using a participant story (anonymized) about splitting a bill with her sister.",
         "2024-09-02T03:09:12"),
        ("assistant", "Cold open idea: start with silence. Put one line on the slide — \"She whispered the "
                      "number.\" Then tell the story: during a session, a participant asked if she could "
                      "type the amount instead of saying it out loud, even though she was alone in the room "
                      "with you. The amount was $40. Pause. \"Forty dollars. That's what shame costs in a "
                      "usability lab.\" Then move into why money is an emotional topic, not a math topic.",
         "2024-09-02T03:09:40"),
    ])

    conv_c = cg_conv("ghormeh", "Scale ghormeh sabzi for 9", [
        ("user", "scale my ghormeh sabzi recipe from 4 people to 9: 500g lamb shoulder, 1 cup kidney beans "
                 "(dry), 4 dried limes, 3 cups chopped herbs (parsley, cilantro, fenugreek, chives), "
                 "1 onion, 1 tsp turmeric", "2024-12-15T02:40:00"),
        ("assistant", "For 9 people (×2.25):\n- lamb shoulder: ~1.15 kg\n- dry kidney beans: ~2¼ cups "
                      "(soak overnight)\n- dried limes: 8–9 (pierce them)\n- chopped herbs: ~7 cups "
                      "(fry in batches so they don't steam)\n- onions: 2 large\n- turmeric: 2 tsp\n\nUse a "
                      "wide pot, and don't scale the fenugreek fully — it gets bitter; 1.5–2× is enough.",
         "2024-12-15T02:40:30"),
        ("user", "how far ahead can i make it? it's for a dinner on the 21st",
         "2024-12-15T02:44:10"),
        ("assistant", "Ghormeh sabzi is better the next day. Make it 1–2 days ahead, cool it quickly, "
                      "refrigerate, and reheat gently with a splash of water. Cook the rice fresh on the day.",
         "2024-12-15T02:44:31"),
    ])
    data = [conv_c, conv_b, conv_a]  # export lists newest first
    write_text("chats/chatgpt/conversations.json", json.dumps(data, ensure_ascii=False, indent=1) + "\n")


# ====================================================================== plain messages JSON
def build_plain():
    msgs = [
        {"role": "user", "timestamp": "2025-01-04T20:11:05-08:00",
         "content": "I want to ask my manager for a 4-day week at 80% pay (32 hours). She already said "
                    "'not a no' at my review. Help me structure a one-page proposal. I'd like Fridays off."},
        {"role": "assistant", "timestamp": "2025-01-04T20:11:31-08:00",
         "content": "Here's a structure that works well for managers:\n1. The ask (hours, pay, start date, "
                    "day off, review date)\n2. Why it works for the team (not just for you)\n3. Coverage plan "
                    "(who handles what on your off day, how urgent things reach you)\n4. Risks and how you'll "
                    "handle them\n5. A trial period — 3 months is common.\nKeep it to one page."},
        {"role": "user", "timestamp": "2025-01-04T20:15:48-08:00",
         "content": "what if she says the team needs me on fridays? we don't have much on fridays now but "
                    "the PMs keep talking about changing the readout schedule"},
        {"role": "assistant", "timestamp": "2025-01-04T20:16:10-08:00",
         "content": "Show flexibility up front: say Friday is your preference, but that you're open to a "
                    "different day if team rituals move. A mid-week day can work well for research roles "
                    "because sessions often cluster around it. The point is to make the day negotiable while "
                    "the 4-day arrangement itself isn't."},
        {"role": "user", "timestamp": "2025-01-04T20:20:02-08:00",
         "content": "ok and how do I phrase the pay part without sounding like I'm apologizing"},
        {"role": "assistant", "timestamp": "2025-01-04T20:20:25-08:00",
         "content": "State it plainly: \"I'm proposing 0.8 FTE: 32 hours over four days at 80% of my current "
                    "salary, with benefits unchanged.\" No 'just', no 'if possible'. It's a standard "
                    "arrangement, and your company newsletter already announced a pilot for it."},
    ]
    write_text("chats/assistant/four-day-week-prep.json", json.dumps(msgs, ensure_ascii=False, indent=2) + "\n")


# ====================================================================== JSONL quick questions
QUICK = [
    ("2024-03-18T21:02:11-07:00", "time difference shiraz vancouver right now",
     "Shiraz (Iran Standard Time, UTC+3:30) is 10.5 hours ahead of Vancouver while Vancouver is on "
     "daylight time, and 11.5 hours ahead in winter. Iran stopped observing daylight saving in 2022."),
    ("2024-04-08T12:40:09-07:00", "typical incentive 60 min usability test canada consumers",
     "For general consumers, CAD 60–100 for a 60-minute moderated session is common; specialized or "
     "hard-to-reach audiences go higher."),
    ("2024-06-10T22:15:40-07:00", "is notarization needed for invitation letter visitor visa canada",
     "No, it's not required for a regular visitor visa. Sign it and attach supporting documents."),
    ("2024-07-01T08:30:00-07:00", "what is a BIL ircc",
     "Biometric Instruction Letter — it tells the applicant to give fingerprints and a photo at a visa "
     "application centre, usually within 30 days."),
    ("2024-09-19T19:44:51-07:00", "can visitors bring saffron into canada",
     "Yes, small amounts for personal use are generally fine. Declare all food on the customs declaration."),
    ("2024-10-28T23:05:12-07:00", "how to say break a leg in farsi",
     "There's no exact idiom; people usually say 'movafagh bashi' (be successful) or 'ghorbunet beram, "
     "mitarkooni' (informal: you'll nail it)."),
    ("2024-11-04T22:58:30-08:00", "gst on sheet music bc",
     "GST (5%) applies to printed sheet music; printed music is generally exempt from BC PST."),
    ("2024-12-02T07:55:20-08:00", "yalda 2024 date",
     "Shab-e Yalda is the night of Saturday, December 21, 2024 (winter solstice)."),
    ("2025-01-20T21:10:43-08:00", "sizdah bedar 2025 what day",
     "Sizdah Bedar (13 Farvardin 1404) falls on Wednesday, April 2, 2025."),
    ("2025-02-24T22:31:05-08:00", "what time is the nowruz 2025 equinox in vancouver",
     "The March equinox is at 09:01:30 UTC on March 20, 2025 — that's 2:01 a.m. PDT in Vancouver "
     "(daylight time starts March 9) and 12:31 p.m. in Iran."),
    ("2025-03-01T10:12:17-08:00", "why knot the sabzeh sizdah bedar",
     "Tying a knot in the sabzeh blades is a wish (traditionally for a partner or good luck); then the "
     "sabzeh is thrown into running water to carry away bad luck."),
    ("2025-03-04T13:20:02-08:00", "incentive for 75 min remote interview about money",
     "For a 75-minute remote session on a sensitive topic, CAD 90–125 is reasonable."),
    ("2025-03-07T21:48:36-08:00", "ambleside park picnic shelter reservation",
     "Ambleside Park is in West Vancouver; picnic shelters are booked through the District of West "
     "Vancouver's online facility booking, usually weeks in advance for spring weekends and holidays."),
]


def build_jsonl():
    lines = [json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) for ts, q, a in QUICK]
    write_text("chats/assistant/quick-questions.jsonl", "\n".join(lines) + "\n")


def build():
    build_skype()
    build_chatgpt()
    build_plain()
    build_jsonl()
