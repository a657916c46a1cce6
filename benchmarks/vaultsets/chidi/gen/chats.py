"""Chat exports: ChatGPT conversations.json, a plain messages JSON, a JSONL of quick
questions, and a Slack workspace export (folder per channel, one JSON per day)."""
import datetime as _dt
import json
import uuid

from util import write, h

UTC = _dt.timezone.utc
NS = uuid.UUID("6f1c1b9e-2d4e-4c53-9d7e-1f0a5b7c3e21")


def uid(s):
    return str(uuid.uuid5(NS, s))


def epoch(y, mo, d, hh, mm, ss=0):
    return _dt.datetime(y, mo, d, hh, mm, ss, tzinfo=UTC).timestamp()


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


# ------------------------------------------------------------------ ChatGPT
def _msg(key, role, text, t):
    return {
        "id": uid(key),
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0,
        "metadata": ({"model_slug": "gpt-4o", "default_model_slug": "gpt-4o",
                      "finish_details": {"type": "stop", "stop_tokens": [200002]}}
                     if role == "assistant" else {}),
        "recipient": "all",
        "channel": None,
    }


def conversation(key, title, turns, edit=None):
    """turns: list of (role, text, epoch). edit: (turn_index, new_user_text, new_reply, t_user, t_reply)
    - the user turn at turn_index gets an edited sibling; the conversation continues on the edit."""
    mapping = {}
    root = uid(key + "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid(key + "sys")
    sysm = _msg(key + "sys", "system", "", None)
    sysm["metadata"] = {"is_visually_hidden_from_conversation": True}
    sysm["end_turn"] = True
    mapping[sys_id] = {"id": sys_id, "message": sysm, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    for i, (role, text, t) in enumerate(turns):
        if edit and i == edit[0]:
            # original (abandoned) branch: user turn + its reply
            o_user = uid(key + "orig-u")
            o_asst = uid(key + "orig-a")
            mapping[o_user] = {"id": o_user, "message": _msg(key + "orig-u", "user", text, t),
                               "parent": parent, "children": [o_asst]}
            mapping[o_asst] = {"id": o_asst,
                               "message": _msg(key + "orig-a", "assistant", turns[i + 1][1], turns[i + 1][2]),
                               "parent": o_user, "children": []}
            mapping[parent]["children"].append(o_user)
            # edited branch continues
            e_user = uid(key + "edit-u")
            e_asst = uid(key + "edit-a")
            mapping[e_user] = {"id": e_user, "message": _msg(key + "edit-u", "user", edit[1], edit[3]),
                               "parent": parent, "children": [e_asst]}
            mapping[e_asst] = {"id": e_asst, "message": _msg(key + "edit-a", "assistant", edit[2], edit[4]),
                               "parent": e_user, "children": []}
            mapping[parent]["children"].append(e_user)
            parent = e_asst
            continue
        if edit and i == edit[0] + 1:
            continue
        nid = uid(key + "t%d" % i)
        mapping[nid] = {"id": nid, "message": _msg(key + "t%d" % i, role, text, t),
                        "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)
        parent = nid
    last_t = max(m["message"]["create_time"] for m in mapping.values()
                 if m["message"] and m["message"]["create_time"])
    first_t = min(m["message"]["create_time"] for m in mapping.values()
                  if m["message"] and m["message"]["create_time"])
    return {
        "title": title, "create_time": first_t - 2.113, "update_time": last_t + 0.871,
        "mapping": mapping, "moderation_results": [], "current_node": parent,
        "plugin_ids": None, "conversation_id": uid(key), "conversation_template_id": None,
        "gizmo_id": None, "is_archived": False, "safe_urls": [],
        "default_model_slug": "gpt-4o", "id": uid(key),
    }


C1 = [
    ("user", "My daughter is applying for pharmacy (MPharm) in the UK. She's writing her personal statement. What should a strong one include? She has a Saturday job at a local pharmacy counter.", epoch(2024, 9, 8, 20, 14, 5)),
    ("assistant", "A strong MPharm personal statement usually does four things:\n\n1. **Shows motivation with evidence.** Not \"I have always wanted to\", but a specific moment – for example something she saw or did at the pharmacy counter that made her curious about how medicines work or how pharmacists help patients.\n2. **Reflects on experience.** The Saturday job is valuable. Admissions tutors want to see what she *learned*: communication with patients, confidentiality, the pharmacist's role in checking prescriptions and spotting interactions.\n3. **Demonstrates academic interest.** Chemistry is central to pharmacy. Mention reading, competitions, an EPQ, or topics she explored beyond the syllabus.\n4. **Shows the qualities of a healthcare professional.** Responsibility, attention to detail, empathy, teamwork.\n\nKeep it in her own voice, be concrete, and cut anything generic. The limit is 4,000 characters including spaces.", epoch(2024, 9, 8, 20, 14, 31)),
    ("user", "should she start with a famous quote? she has one at the top", epoch(2024, 9, 8, 20, 17, 40)),
    ("assistant", "Usually it's better not to. Opening quotations are very common, so they rarely stand out, and they use up characters that could show her own thinking. A stronger opening is a short, specific moment from her own experience – one or two sentences – that leads naturally into why she wants to study pharmacy.\n\nIf she really loves the quote, she could keep the idea behind it and express it in her own words later in the statement.", epoch(2024, 9, 8, 20, 18, 2)),
]

C2_ORIG_USER = "landlord wants to put my rent up from 18500 to 22000 is that normal"
C2_ORIG_REPLY = "Rent increases at review are common, but a jump of about 19% is significant. Whether it's \"normal\" depends on the market rent for comparable units in your area and on the wording of your lease. It would be worth getting advice from a chartered surveyor who can look at comparable evidence. Would you like some tips on how rent reviews usually work?"
C2_EDIT_USER = "Landlord wants to raise the rent on my garage unit in Peckham (about 1,850 sq ft, car repairs) from £18,500 to £22,000 at the rent review in March. I've already got a surveyor looking at comparables. Apart from the headline number, what else can I negotiate?"
C2_EDIT_REPLY = """Good that you have a surveyor – comparables are what decide the headline figure. Beyond that, there are several things you can put on the table:

1. **A rent-free period.** Landlords often prefer a higher headline rent (it props up the value of their building) and will give a rent-free month or two in exchange. If you are going to land around £20,000 anyway, asking for one or two months rent-free can be worth £1,700–£3,300 to you.
2. **A stepped rent.** Agree the new rent but phase it in – for example part of the increase now and the rest a year later.
3. **Repairs as a condition.** If there are disrepair issues (leaks, roof lights, yard surface), make completion of repairs before the review date part of the deal.
4. **Costs.** Ask for each side to bear its own costs, or for the landlord to cover the memorandum of rent review.
5. **Check the review clause.** Is it upwards-only? Are there assumptions (e.g. that the unit is fitted out) that push the rent up? Is there a deadline where time is "of the essence"? If you can't agree, does it go to an independent expert or an arbitrator? Your surveyor should advise on which is better for you.

Don't agree anything verbally until your surveyor has seen it, and get the final terms in writing."""
C2 = [
    ("user", C2_ORIG_USER, epoch(2024, 11, 20, 22, 1, 12)),
    ("assistant", C2_ORIG_REPLY, epoch(2024, 11, 20, 22, 1, 30)),
    ("user", "how does a rent free month actually work if the rent is paid quarterly?", epoch(2024, 11, 20, 22, 9, 44)),
    ("assistant", "With quarterly rent, a rent-free month is usually given as a deduction from the next quarter's invoice – for example, the first quarter after the review date is invoiced at two months' rent instead of three. Sometimes it's written as a fixed sum credited against rent. Either way it should be written into the memorandum or side letter that records the review, with the dates it applies to, so there is no argument later.", epoch(2024, 11, 20, 22, 10, 8)),
]
C2_EDIT = (0, C2_EDIT_USER, C2_EDIT_REPLY, epoch(2024, 11, 20, 22, 4, 50), epoch(2024, 11, 20, 22, 5, 21))

C3 = [
    ("user", "Help me write a short toast for my father's 80th birthday party in Enugu. I want to start in Igbo and then English. He was a civil servant, very strict, loves highlife music, my mother passed away six years ago. Keep the Igbo simple, my Igbo is rusty.", epoch(2025, 3, 5, 21, 33, 0)),
    ("assistant", """Here's a simple structure you can adapt – please check the Igbo with a family member, as spelling and tone marks vary by dialect.

**Igbo opening**
"Ndị ezi na ụlọ, ndị enyi, ndewo nụ. Taa, anyị gbakọtara ọnụ ịsọpụrụ Nna anyị, onye gbara afọ iri asatọ. Chineke daalụ!"
(Family and friends, greetings. Today we have gathered to honour our father, who is eighty years old. Thank God!)

**English**
"Papa, for thirty-five years you served this state with discipline, and for eighty years you have served this family with love – even when that love came in the form of a very long lecture about punctuality.

You taught us that a man's word is his bond, that school fees come before new shoes, and that there is no problem a good highlife record cannot make smaller.

Mama is not here with us today, but she is in every one of us in this hall – in Chioma's organising, in Emeka's speeches, and in my stubbornness.

Please raise your glasses: to Papa – eighty years strong. Ogologo ndụ! Long life!" """, epoch(2025, 3, 5, 21, 33, 41)),
    ("user", "make the english part shorter, maybe 4 sentences", epoch(2025, 3, 5, 21, 40, 2)),
    ("assistant", "\"Papa, you taught us that a man's word is his bond, that school fees come before new shoes, and that a good highlife record makes every problem smaller. Mama is not here today, but she is in every one of us in this hall. Eighty years strong, and still correcting our grammar. Please raise your glasses – to Papa: ogologo ndụ, long life!\"", epoch(2025, 3, 5, 21, 40, 19)),
]

# ---------------------------------------------------------- plain messages JSON
ASSIST = [
    {"role": "user", "timestamp": "2025-03-30T20:04:11Z",
     "content": "I sing bass in a church choir. We have a concert in June with Total Praise (Richard Smallwood) and there's a low D near the end. By 9pm at rehearsal my voice is tired and the D goes croaky. How do I keep my low range in good shape? I'm 47."},
    {"role": "assistant", "timestamp": "2025-03-30T20:04:39Z",
     "content": "A few things help low notes most:\n\n- Warm up from the middle downwards: gentle hums and lip trills sliding down, rather than starting on the lowest notes.\n- Don't push air. Low notes need less breath pressure than you think. Relax the jaw and let the larynx sit comfortably low without forcing it.\n- Hydrate through the day, not just at rehearsal. Avoid lots of coffee or alcohol before singing.\n- Mark (sing lightly) in the earlier part of the rehearsal if you'll need the low D at the end.\n- Sleep and speaking voice matter: if you've been shouting over machinery all day, your low range suffers first.\n\nIf the D is reliably there early in the evening but not late, that is fatigue rather than range."},
    {"role": "user", "timestamp": "2025-03-30T20:07:02Z",
     "content": "I do shout over compressors all day, I run a garage lol. Also our director keeps trying to move me to baritone to balance the men. I prefer bass, it's my voice, I don't enjoy the higher lines at all. How do I say no nicely?"},
    {"role": "assistant", "timestamp": "2025-03-30T20:07:30Z",
     "content": "You could say something like: \"I'm happy to help the balance, but bass is where my voice sits and where I'm most useful to the choir. If we're short of baritones for a particular piece, I could help teach the part or record it for whoever takes it.\"\n\nThat keeps it positive, shows you're thinking about the whole choir, and offers a practical alternative. Directors usually respect a singer who knows their voice – especially a section leader."},
    {"role": "user", "timestamp": "2025-03-30T20:09:15Z",
     "content": "good. and any quick warm up for the car on the way to rehearsal?"},
    {"role": "assistant", "timestamp": "2025-03-30T20:09:40Z",
     "content": "Try this 5-minute car warm-up:\n1. Hum on \"mm\" sliding from a comfortable middle note down to your lowest easy note, five times.\n2. Lip trills (\"brrr\") on a descending five-note scale.\n3. Sing \"ng\" (as in sing) on sirens down and up.\n4. Speak the text of the hardest passage slowly and clearly.\n5. Finish by singing the opening phrase of your piece quietly.\n\nKeep your eyes on the road!"},
]

QUICK = [
    ("2024-07-02T07:41:00Z", "torque wheel nuts ford fiesta mk8", "Ford specify 135 Nm for the Fiesta Mk8 wheel nuts. Always re-check after 50 miles on alloys."),
    ("2024-08-19T21:10:00Z", "how long is a yellow fever certificate valid", "Since 2016, a yellow fever vaccination certificate is valid for life. It becomes valid 10 days after the vaccination."),
    ("2024-10-03T19:55:00Z", "ucas insurance choice meaning", "Your insurance choice is your backup: if you don't meet the conditions of your firm choice, you can go to your insurance choice if you meet its (usually lower) conditions."),
    ("2024-11-14T06:58:00Z", "R134a vs R1234yf which cars", "Most cars built after about 2017 use R1234yf; older cars use R134a. Check the sticker under the bonnet. They need separate recovery equipment."),
    ("2024-12-21T10:02:00Z", "how do you say thank you in yoruba", "\"E se\" (informal) or \"E se o\" – to an elder, \"E se pupo\" (thank you very much)."),
    ("2025-01-11T22:40:00Z", "igbo word for grandfather", "Commonly \"nna nna\" (father's father) – many people also say \"nna ochie\", which literally means 'old father' and is also used for ancestors. Grandmother is \"nne nne\"."),
    ("2025-02-02T08:15:00Z", "what is an SA302", "An SA302 is HMRC's tax calculation for a tax year, from your Self Assessment. Along with a Tax Year Overview it's used as proof of self-employed income."),
    ("2025-02-24T21:30:00Z", "600000 naira in pounds", "At around 2,050–2,100 naira to the pound (Feb 2025), ₦600,000 is roughly £280–£300. Rates move a lot, check on the day you send."),
    ("2025-03-12T20:05:00Z", "who wrote total praise", "\"Total Praise\" was written by Richard Smallwood (1996)."),
    ("2025-03-26T07:20:00Z", "dvsa max mot fee car", "The maximum MOT fee for a car (class 4) is £54.85. Garages can charge less."),
    ("2025-04-22T19:48:00Z", "how long to boil yam", "Peeled yam cut into thick slices: about 15–20 minutes in salted boiling water, until a knife goes in easily."),
    ("2025-05-09T06:50:00Z", "witness signature lease document rules", "A witness should be an independent adult who is not a party to the document and ideally not a family member. They watch you sign, then sign and print their name and address."),
]

# ------------------------------------------------------------------- Slack
TEAM = "T04OKMTRS"
USERS = {
    "chidi": ("U04CHD7K2", "chidi", "Chidi Okonkwo", "Chidi", "Owner", True),
    "femi": ("U04FMA3Q8", "femi.adeyemi", "Femi Adeyemi", "Femi", "Senior Technician", False),
    "tomasz": ("U04TWZ9L1", "tomasz.w", "Tomasz Wiśniewski", "Tomek", "Technician", False),
    "keisha": ("U04KBR5N6", "keisha.b", "Keisha Brown", "Keisha", "Service Desk & Admin", False),
}
CHANNELS = {
    "general": ("C04K7GEN1A", "Everything Okonkwo Motors", True),
    "workshop": ("C04K7WSH2B", "Jobs, ramps, kit, problems in the workshop", False),
    "parts": ("C04K7PRT3C", "Parts orders, suppliers, deliveries", False),
}


def _users_json():
    out = []
    for key, (id_, name, real, disp, title, admin) in USERS.items():
        out.append({
            "id": id_, "team_id": TEAM, "name": name, "deleted": False, "color": "9f69e7",
            "real_name": real, "tz": "Europe/London", "tz_label": "British Summer Time",
            "tz_offset": 3600,
            "profile": {"title": title, "phone": "", "skype": "", "real_name": real,
                        "real_name_normalized": real.replace("ś", "s"),
                        "display_name": disp, "display_name_normalized": disp,
                        "status_text": "", "status_emoji": "",
                        "avatar_hash": h(name, 12), "first_name": real.split()[0],
                        "last_name": real.split()[1], "team": TEAM},
            "is_admin": admin, "is_owner": admin, "is_primary_owner": admin,
            "is_restricted": False, "is_ultra_restricted": False, "is_bot": False,
            "is_app_user": False, "updated": 1717400000,
        })
    return out


def _channels_json():
    out = []
    for name, (id_, purpose, gen) in CHANNELS.items():
        out.append({
            "id": id_, "name": name, "created": 1662024000, "creator": USERS["chidi"][0],
            "is_archived": False, "is_general": gen,
            "members": [u[0] for u in USERS.values()],
            "pins": [],
            "topic": {"value": "", "creator": "", "last_set": 0},
            "purpose": {"value": purpose, "creator": USERS["chidi"][0], "last_set": 1662024000},
        })
    return out


def slack_day(channel, date, msgs):
    """msgs: list of dicts with keys who, hhmm (UTC 'HH:MM:SS'), text, optional thread (index of parent),
    reactions [(name, [who...])]."""
    y, mo, d = (int(x) for x in date.split("-"))
    out = []
    ts_list = []
    for i, m in enumerate(msgs):
        hh, mm, ss = (int(x) for x in m["t"].split(":"))
        ts = "%d.%06d" % (int(epoch(y, mo, d, hh, mm, ss)), (i * 137 + 200) % 1000000)
        ts_list.append(ts)
    for i, m in enumerate(msgs):
        u = USERS[m["who"]]
        rec = {
            "client_msg_id": uid(channel + date + str(i)),
            "type": "message",
            "text": m["text"],
            "user": u[0],
            "ts": ts_list[i],
            "team": TEAM,
            "user_team": TEAM,
            "source_team": TEAM,
            "user_profile": {"avatar_hash": h(u[1], 12), "first_name": u[2].split()[0],
                             "real_name": u[2], "display_name": u[3], "team": TEAM,
                             "name": u[1], "is_restricted": False, "is_ultra_restricted": False},
        }
        if "thread" in m:
            rec["thread_ts"] = ts_list[m["thread"]]
            rec["parent_user_id"] = USERS[msgs[m["thread"]]["who"]][0]
        kids = [j for j, x in enumerate(msgs) if x.get("thread") == i]
        if kids:
            rec["thread_ts"] = ts_list[i]
            rec["reply_count"] = len(kids)
            rec["reply_users_count"] = len({msgs[j]["who"] for j in kids})
            rec["latest_reply"] = ts_list[kids[-1]]
            rec["reply_users"] = sorted({USERS[msgs[j]["who"]][0] for j in kids})
            rec["replies"] = [{"user": USERS[msgs[j]["who"]][0], "ts": ts_list[j]} for j in kids]
            rec["is_locked"] = False
            rec["subscribed"] = False
        if m.get("reactions"):
            rec["reactions"] = [{"name": n, "users": [USERS[w][0] for w in ws], "count": len(ws)}
                                for n, ws in m["reactions"]]
        out.append(rec)
    write("slack/%s/%s.json" % (channel, date), dumps(out))


C, F, T, K = "<@U04CHD7K2>", "<@U04FMA3Q8>", "<@U04TWZ9L1>", "<@U04KBR5N6>"


def build_slack():
    write("slack/users.json", dumps(_users_json()))
    write("slack/channels.json", dumps(_channels_json()))
    slack_day("general", "2024-06-24", [
        dict(who="keisha", t="07:05:12", text="Morning all :sunny: Rota for this week is on the whiteboard. " + T + " you're on Saturday again :saluting_face:"),
        dict(who="tomasz", t="07:09:40", text="yep Saturday is mine as always :+1:"),
        dict(who="chidi", t="07:31:02", text="Thanks Tomasz. Reminder I'm out all day Friday – taking Ada to her uni open day up north. " + F + " in charge, ring me only if something is on fire", reactions=[("fire", ["femi"]), ("joy", ["keisha", "tomasz"])]),
        dict(who="femi", t="07:33:55", text="No wahala oga. Safe journey, greet Ada"),
    ])
    slack_day("workshop", "2024-09-03", [
        dict(who="femi", t="06:52:10", text=C + " compressor don die :skull: Won't build past 4 bar and it's hissing at the top every time it cuts out. Three cars on ramps"),
        dict(who="chidi", t="06:55:31", text="Wahala. Ring AirServ – number is on the sticker on the side of the tank. " + K + " can you move the 10 o'clocks please"),
        dict(who="keisha", t="07:02:47", text="On it. Moved Mrs Okafor's Yaris and the Astra to tomorrow morning", reactions=[("pray", ["chidi"])]),
        dict(who="femi", t="07:20:03", text="AirServ sending their guy, Dele, about 11", thread=0),
        dict(who="femi", t="11:40:18", text="Dele from AirServ sorted it :raised_hands: Unloader valve was stuck open, he replaced it plus a new drain tap. Holding 8 bar now. He says drain the tank EVERY morning or next time na the motor go", thread=0, reactions=[("raised_hands", ["chidi", "tomasz"])]),
        dict(who="chidi", t="11:44:52", text="God bless Dele. " + K + " pay him on the card before he goes please, and save his number", thread=0),
        dict(who="tomasz", t="11:46:09", text="told you last month the hissing wasn't normal :upside_down_face:", thread=0, reactions=[("joy", ["femi"])]),
    ])
    slack_day("general", "2024-10-29", [
        dict(who="chidi", t="08:02:44", text="ToolFlow coming at 2 with their Vantor kit. " + F + " sit in with me please. Keep the Niro and the Golf on the ramps so he can show us on real cars"),
        dict(who="femi", t="15:41:20", text="The Vantor read the whole Niro hybrid system like nothing. DX-900 can't even see half those modules. I like am o", reactions=[("eyes", ["chidi"])]),
        dict(who="tomasz", t="15:44:02", text="and the ADAS rig is way quicker to set up than our frame. 10 min vs 40"),
        dict(who="chidi", t="15:50:37", text="Marcus says the quote comes tomorrow. Don't get excited, it's money at the end of the day"),
        dict(who="keisha", t="15:52:11", text="He left a box of doughnuts so he's already winning :doughnut:", reactions=[("joy", ["tomasz", "femi"])]),
    ])
    slack_day("parts", "2024-11-12", [
        dict(who="keisha", t="09:14:33", text="Brakeline are out of the Kestrel pads for the Focus until tomorrow. They can do BudgetStop pads today for about half the price – ok?"),
        dict(who="chidi", t="09:20:05", text="No. No more BudgetStop, ever. That's two comebacks this month – the squeal on the Corsa and the Astra pads glazed in 3 weeks. Kestrel OE-grade or genuine parts only. I'd rather the customer waits a day than we fit rubbish on their car", reactions=[("100", ["femi", "keisha"])]),
        dict(who="keisha", t="09:22:48", text="Ok – Kestrel first thing tomorrow, I'll ring the customer and offer a courtesy lift"),
        dict(who="femi", t="09:30:16", text="Cheap pads na expensive pads :point_up:"),
    ])
    slack_day("general", "2025-01-20", [
        dict(who="chidi", t="08:15:09", text="Team – Saturday changes from 1 Feb :calendar:\n• " + T + " starts his EV/hybrid course at Southwark Skills Centre in Bermondsey, every Saturday till July\n• so " + F + " is covering Saturdays from 1 Feb\n• we've decided Saturdays will now be 8:30 till 1pm, not 4. Hardly anybody comes after 1 and Femi has a family\n" + K + " please update the website, Google and the board", reactions=[("+1", ["femi", "keisha", "tomasz"])]),
        dict(who="femi", t="08:21:44", text="No wahala, oga. Saturdays are mine now. Just make sure the kettle dey work :joy:"),
        dict(who="tomasz", t="08:25:30", text="Thanks Femi, I owe you one. Course is 9 to 3:30 so I can't even pop in after"),
        dict(who="keisha", t="08:31:12", text="Will do. Am I still doing the phones from home 9–12 on Saturdays?"),
        dict(who="chidi", t="08:33:58", text="Yes please. And Femi takes Wednesday afternoons off in lieu, same as Tomasz had", thread=3),
    ])
    slack_day("general", "2025-02-10", [
        dict(who="chidi", t="17:05:40", text="Decision on the diagnostic lease: we're going with *ToolFlow* – Vantor VT-70 + the ADAS-Pro rig. Install when the Diagnix agreement finishes. Thanks " + F + " and " + T + " for all the input", reactions=[("tada", ["tomasz"]), ("+1", ["keisha"])]),
        dict(who="tomasz", t="17:07:02", text=":tada: hybrid coverage!!"),
        dict(who="femi", t="17:12:25", text="Ok o. Just make sure the training happens BEFORE the install, not after"),
        dict(who="keisha", t="17:15:51", text="Do you want me to tell Sandra or will you?"),
        dict(who="chidi", t="17:18:09", text="I'll ring her myself, it's only fair after four years", thread=3),
    ])
    slack_day("workshop", "2025-03-05", [
        dict(who="femi", t="08:40:27", text=C + " ramp 2 (the left two-post) is groaning when it goes up with anything heavy, and it's dropping maybe 1cm overnight. I don't like it at all. No vans on it till somebody looks at it"),
        dict(who="chidi", t="08:45:13", text="Agreed, no vans on ramp 2. " + K + " book LiftCare asap please"),
        dict(who="keisha", t="09:10:50", text="LiftCare booked Tue 18th, 8 till 12. Lee thinks it's the seals", thread=1, reactions=[("+1", ["femi"])]),
        dict(who="chidi", t="16:30:04", text="Also – MOT price goes up to £50 from 1 April. We've been £45 for three years and the max is £54.85. " + K + " please change the board and the website on the 31st"),
        dict(who="keisha", t="16:33:41", text="Noted :memo:", thread=3),
    ])
    slack_day("general", "2025-04-14", [
        dict(who="chidi", t="07:58:16", text="Change of plan on the diagnostic kit, sorry lads :see_no_evil: We're STAYING with *Diagnix*. Sandra came back with £158 a month on 3 years, no install charge, free ADAS software update. That beats ToolFlow, and Femi's right, we know the kit. I've told Marcus. New DX-900 swap around end of May / start of June", reactions=[("ok_hand", ["femi"]), ("+1", ["keisha"])]),
        dict(who="femi", t="08:03:40", text="Oga na correct decision :ok_hand:"),
        dict(who="tomasz", t="08:07:22", text="Bit sad about the Vantor but fair. Can we at least get the hybrid software pack?"),
        dict(who="chidi", t="08:10:05", text="Already asked – it's in the 2025 update", thread=2),
        dict(who="keisha", t="08:14:49", text="I'll sort the paperwork and the direct debit when it comes"),
    ])
    slack_day("parts", "2025-05-06", [
        dict(who="keisha", t="10:02:31", text="Still NO date from Diagnix engineering for the kit swap :triumph: Rang them again – \"someone will call you within 48 hours\". That's what they said last Thursday"),
        dict(who="chidi", t="10:11:07", text="Chase again Friday. If nothing is booked by the 23rd I'll ring Sandra directly. Old agreement ends on the 31st, we can't have a gap", thread=0),
        dict(who="tomasz", t="10:14:55", text="If they come on a Saturday I'm at college so not me. Just saying", thread=0, reactions=[("joy", ["keisha"])]),
        dict(who="keisha", t="10:16:20", text="Noted – weekdays only", thread=0),
        dict(who="keisha", t="13:40:02", text="Brakeline afternoon run is late again, Focus discs now tomorrow 9am"),
    ])
    slack_day("general", "2025-05-12", [
        dict(who="chidi", t="07:45:33", text="Heads up for August :airplane: I'm in Nigeria 15–30 Aug for my dad's 80th. " + F + " is in charge of the garage while I'm away – workshop, quality, any big calls. " + K + " runs bookings, money and suppliers as normal. " + T + " finishes his course in July so he's full time in August :+1:", reactions=[("+1", ["femi", "keisha", "tomasz"])]),
        dict(who="femi", t="07:52:18", text="No wahala. Go and enjoy. Greet Papa for me, 80 na big thing"),
        dict(who="keisha", t="08:05:40", text="Can I have authority on the business card for parts over £500 while you're away?"),
        dict(who="chidi", t="08:09:12", text="Yes, up to £1,000. Anything bigger, WhatsApp me", thread=2),
        dict(who="tomasz", t="08:20:57", text="Happy birthday to your dad! :birthday:"),
    ])


def build_all():
    convs = [
        conversation("c3", "Igbo toast for dad's 80th", C3),
        conversation("c2", "Rent review negotiation tips", C2, edit=C2_EDIT),
        conversation("c1", "MPharm personal statement advice", C1),
    ]
    write("chats/chatgpt/conversations.json", dumps(convs))
    write("chats/assistant/2025-03-30-bass-voice-tips.json", dumps(ASSIST))
    lines = [json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) for ts, q, a in QUICK]
    write("chats/quick-questions.jsonl", "\n".join(lines) + "\n")
    build_slack()
