"""Chat exports: ChatGPT conversations.json, plain message JSON files, a JSONL of quick
questions, and an iMessage export in imessage-exporter's txt format."""
import calendar
import hashlib
import json
from datetime import datetime, timedelta, timezone

# ------------------------------------------------------------------ time helpers


def _bst(d):
    """Is a naive local datetime in UK summer time (2024/2025 rules)?"""
    y = d.year

    def last_sunday(month):
        last = calendar.monthrange(y, month)[1]
        day = datetime(y, month, last)
        return day - timedelta(days=(day.weekday() + 1) % 7)
    start = last_sunday(3).replace(hour=1)
    end = last_sunday(10).replace(hour=1)
    return start <= d < end


def local_to_epoch(s):
    d = datetime.strptime(s, "%Y-%m-%d %H:%M:%S")
    off = 1 if _bst(d) else 0
    return (d - timedelta(hours=off)).replace(tzinfo=timezone.utc).timestamp()


def iso_local(s):
    d = datetime.strptime(s, "%Y-%m-%d %H:%M:%S")
    return d.strftime("%Y-%m-%dT%H:%M:%S") + ("+01:00" if _bst(d) else "+00:00")


def uid(*parts):
    h = hashlib.md5("|".join(parts).encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


# ------------------------------------------------------------------ ChatGPT export

def _msg_node(conv, key, role, text, t, parent):
    mid = uid(conv, key)
    return mid, {
        "id": mid,
        "message": {
            "id": mid,
            "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t,
            "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully",
            "end_turn": True if role == "assistant" else None,
            "weight": 1.0,
            "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {},
            "recipient": "all",
        },
        "parent": parent,
        "children": [],
    }


def conversation(title, key, turns, branches=None):
    """turns: list of (role, text, local time). branches: dict index->list of alt turns starting
    at that index (an edited user message); the LAST branch listed becomes current."""
    mapping = {}
    root = uid(key, "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id, sys_node = _msg_node(key, "system", "system", "", None, root)
    sys_node["message"]["weight"] = 0.0
    sys_node["message"]["metadata"] = {"is_visually_hidden_from_conversation": True}
    mapping[sys_id] = sys_node
    mapping[root]["children"].append(sys_id)

    def add_chain(chain, parent, tag):
        last = parent
        for i, (role, text, t) in enumerate(chain):
            mid, node = _msg_node(key, "%s-%d" % (tag, i), role, text, local_to_epoch(t), last)
            mapping[mid] = node
            mapping[last]["children"].append(mid)
            last = mid
        return last

    first_time = local_to_epoch(turns[0][2])
    current = add_chain(turns, sys_id, "main")
    last_time = local_to_epoch(turns[-1][2])
    if branches:
        for n, (at, alt) in enumerate(branches):
            # parent of the edited message = parent of turns[at]
            parent = sys_id
            node = mapping[sys_id]
            for _ in range(at):
                node = mapping[node["children"][0]]
            parent = node["id"]
            current = add_chain(alt, parent, "edit%d" % n)
            last_time = max(last_time, local_to_epoch(alt[-1][2]))
    cid = uid(key, "conv")
    return {
        "title": title,
        "create_time": first_time,
        "update_time": last_time,
        "mapping": mapping,
        "moderation_results": [],
        "current_node": current,
        "plugin_ids": None,
        "conversation_id": cid,
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": cid,
    }


def chatgpt_export():
    convs = []
    convs.append(conversation("Gas vs charcoal tandoor", "tandoor", [
        ("user", "we run a small curry house in bradford uk, we are in a smoke control area. our old clay tandoor has cracked. should we replace it with a gas tandoor or a charcoal one? pros and cons please, and what regs apply", "2024-11-21 23:41:10"),
        ("assistant", "Good question — both are common in UK restaurants, but your smoke control area changes the picture.\n\n**Charcoal tandoor**\n- Pros: the classic smoky flavour and char; many chefs prefer it; no gas pipework needed for the oven itself.\n- Cons: in a smoke control area you generally may only burn fuel in an *exempt appliance* or use authorised smokeless fuel — a commercial charcoal tandoor can put you in breach unless it's approved; more smoke and odour complaints from neighbours; higher fire risk (your insurer may require extra suppression); slower to heat and harder to keep at a steady temperature; ash handling.\n\n**Gas tandoor**\n- Pros: steady, controllable heat; quick to fire up; cleaner, so far fewer smoke/odour issues; easier to keep consistent for naan and tikka across a busy service.\n- Cons: some say less smoky flavour; it must be installed and commissioned by a Gas Safe registered engineer with commercial catering qualifications; a **gas interlock** linking the gas supply to the extraction system is expected in commercial kitchens (BS 6173); you'll need it on your annual catering gas safety record.\n\n**Costs (rough)**: a good stainless-steel gas tandoor with a clay pot is typically £2,000–£4,000 plus installation; charcoal units can be a bit cheaper to buy, but add compliance and insurance costs.\n\n**Practical suggestion**: given the smoke control area, neighbours and insurance, a gas tandoor is usually the lower-risk choice. If you want some smoky flavour, chefs finish kebabs briefly over a small charcoal grill under the extraction canopy — but check that with your council first.", "2024-11-21 23:41:52"),
        ("user", "what is a gas interlock exactly and does our existing kitchen need one even if we only change the tandoor", "2024-11-21 23:45:03"),
        ("assistant", "A gas interlock is a safety system that stops gas flowing to the cooking appliances unless the mechanical extraction (and any supply air) is running. If the fan fails or is switched off, the interlock shuts a solenoid valve on the gas supply so combustion products can't build up in the kitchen.\n\nWhether you need one now: when significant work is done on a commercial kitchen's gas installation — such as adding a new appliance — engineers will normally expect the installation to meet current standards, which includes an interlock. Many will refuse to commission a new appliance without one. Ask your Gas Safe engineer to quote for the interlock at the same time as the tandoor installation; it's usually cheaper done together.", "2024-11-21 23:45:40"),
    ]))
    convs.append(conversation("Gift Aid on bake sale?", "bakesale", [
        ("user", "mosque roof appeal. the sisters did a bake sale and raised £1140. can we claim gift aid on that?", "2024-11-25 00:12:30"),
        ("assistant", "Unfortunately not. Gift Aid can only be claimed on *donations* — gifts of money where the donor receives nothing significant in return. Money paid for cakes at a bake sale is a purchase, not a donation, so it isn't eligible.\n\nWhat you can do:\n- If someone pays more than the price and says 'keep the change as a donation', the extra can be a donation, but only with a Gift Aid declaration and proper records — usually not worth it for small sums.\n- Make sure the bake sale income is recorded separately from donations in your appeal ledger, so your Gift Aid schedule only includes eligible gifts.\n- For anonymous cash in the Friday collection buckets, look at the Gift Aid Small Donations Scheme (GASDS): donations of £30 or less, up to £8,000 a year, can attract a top-up without declarations.", "2024-11-25 00:12:58"),
    ]))
    convs.append(conversation("Skilled worker sponsor duties", "sponsor", [
        ("user", "small restaurant, we are sponsoring a tandoori chef on skilled worker visa, cos assigned yesterday. what are my duties as sponsor once he arrives? short checklist", "2025-02-12 23:05:44"),
        ("assistant", "Here's a short checklist of the main sponsor duties (always check the current Home Office sponsor guidance or with your adviser):\n\n1. **Right to work check before day one** — online check using his share code; keep the result.\n2. **Keep records** — copy of his passport/eVisa details, contact details and address, his contract, payslips, and the RTW check.\n3. **Pay as stated on the CoS** — salary and hours must match; don't cut hours or pay below what was certified.\n4. **Report via the Sponsor Management System within 10 working days** if he: doesn't start, is absent for more than 10 consecutive working days without permission, leaves or is dismissed, or if his job, salary or work location changes significantly.\n5. **Keep your own details up to date** on the SMS (address, key personnel).\n6. **Don't let him do a different job** from the one on the CoS.\n7. **Be ready for a compliance visit** — the Home Office can visit with or without notice.\n\nYour immigration adviser can give you a tailored list.", "2025-02-12 23:06:20"),
    ]))
    neighbours_v1 = [
        ("user", "Write a reply to neighbours who objected to our mosque extension planning application (ablution block and classroom). Points they raised: parking on fridays, noise late at night in ramadan, loss of light to number 12.", "2025-04-20 22:30:15"),
        ("assistant", "Dear Residents,\n\nRe: Planning application for the extension at Jamia Masjid Noor\n\nWe write in response to the objections submitted regarding our application. We would like to address each point in turn.\n\n1. Parking: The proposed extension does not increase the capacity of the prayer hall and therefore will not materially increase the number of vehicles...\n2. Noise: The extension is single-storey and will be used for ablutions and teaching...\n3. Daylight: The applicant's agent has assessed the impact on No. 12...\n\nWe trust that this clarifies the position.\n\nYours faithfully,\nBuilding Committee", "2025-04-20 22:30:48"),
    ]
    neighbours_v2 = [
        ("user", "Write a friendly letter to our neighbours on Kensington Street about the mosque extension. NOT defensive. Admit Friday parking has been a real problem and say sorry. Say we'll have marshals on Fridays, we've lowered the roof of the extension for number 12, classes will finish by 9pm. Invite them to an open day on Saturday 10 May, 11am to 3pm, tea and samosas, see the plans, ask anything. Sign it from the building committee.", "2025-04-20 22:36:02"),
        ("assistant", "Dear neighbours,\n\nAs-salamu alaykum, and hello.\n\nWe know Fridays have been hard on Kensington Street. Cars across drives, on the double yellows, people circling for spaces — it isn't fair on you, and we're sorry. Many of you have lived here far longer than our masjid has, and we want to be good neighbours.\n\nAbout our planned extension (a washroom block, one classroom and an accessible toilet):\n\n• From May we'll have volunteer marshals in hi-vis on Friday lunchtimes to keep drives and corners clear and send cars to the overflow car park.\n• We've lowered the roof of the extension by 400 mm so number 12 keeps its light.\n• Classes in the new room will finish by 9pm.\n\nWe'd love you to come and see the plans for yourselves and ask us anything at all:\n\nOpen day — Saturday 10 May, 11am to 3pm, in the main hall.\nTea, samosas, and the architect on hand with the drawings.\n\nYour door is always open to us; ours is always open to you.\n\nWith warm wishes,\nThe Building Committee, Jamia Masjid Noor", "2025-04-20 22:36:41"),
        ("user", "lovely. make it a bit shorter and a bit more down to earth, we're in bradford not buckingham palace", "2025-04-20 22:40:19"),
        ("assistant", "Dear neighbours,\n\nWe know Fridays have been a nightmare for parking on Kensington Street — cars across drives, on the yellow lines — and we're sorry. It's not on, and we want to sort it.\n\nAbout the extension we've applied for (washrooms, one classroom, an accessible loo):\n- Marshals in hi-vis every Friday from May to keep drives clear.\n- We've dropped the roof by 400 mm so number 12 keeps its light.\n- Classes finish by 9pm.\n\nCome and have a look and tell us what you think:\nOPEN DAY — Saturday 10 May, 11am–3pm, main hall. Tea's on, samosas too.\n\nBest wishes,\nThe Building Committee, Jamia Masjid Noor", "2025-04-20 22:40:55"),
    ]
    convs.append(conversation("Letter to neighbours re extension", "neighbours", neighbours_v1,
                              branches=[(0, neighbours_v2)]))
    return json.dumps(convs, ensure_ascii=False, indent=2) + "\n"


# ------------------------------------------------------------------ plain JSON chats

def speech_json():
    msgs = [
        ("user", "I need to give a father of the bride speech at my daughter's wedding on 27 September. About 400 guests, mixed — Bangladeshi family, her husband's Pakistani-heritage family from Leeds, her pharmacy friends. I'm not a speaker. Help me structure it, 4-5 minutes max.", "2025-08-28 22:14:03"),
        ("assistant", "Happy to help — and congratulations. A simple structure that works for mixed audiences:\n\n1. Welcome & salaam (30 sec) — thank everyone, especially those who travelled (you might mention family from Sylhet).\n2. A story only you can tell (1.5 min) — one specific memory of your daughter that shows who she is.\n3. What she's become (1 min) — her work, her character.\n4. Welcome to the groom and his family (1 min) — warm, specific.\n5. A short dua or blessing, and a toast with mango lassi or juice (30 sec).\n\nTo start: what's one story about her that only you know?", "2025-08-28 22:14:40"),
        ("user", "When she was 7 she did her homework every Saturday in booth 4 at our restaurant, and she learned the specials off by heart and told the customers before the waiters could. And the day she got her pharmacy results she rang me at the pass and I dropped a whole tray of poppadoms. Her husband is Imran, good lad, quiet, works in IT. His dad Jamal bhai is a gentle man. My late father came to Bradford in 1968.", "2025-08-28 22:21:37"),
        ("assistant", "Those are lovely — the poppadoms especially will get a laugh and a tear. Here's a draft:\n\n\"Assalamu alaikum, and good afternoon everyone.\n\nThank you all for coming — from Bradford, from Leeds, from Oldham and Birmingham, and all the way from Sylhet. Bhai, Bhabi, Nani — it means the world that you're here.\n\nWhen Nadia was seven, she spent every Saturday in booth four at our restaurant, doing her homework. She learned the specials off by heart, and before any waiter could reach a table she'd be there: 'Today we have lamb karahi and the fish is very good.' Half our regulars came for her, not the food.\n\nYears later, on the day her pharmacy results came out, she rang me at the pass. I was holding a tray of poppadoms. I am told the poppadoms did not survive. I don't remember. I only remember her voice.\n\nMy father came to Bradford in 1968 with nothing but a coat from the market. He would have been so proud of his granddaughter today.\n\nImran — you are quiet, and kind, and you look a man in the eye. Jamal bhai, Bhabi — thank you for raising him. We don't lose a daughter today; we gain a son, and a whole family from Leeds.\n\nPlease raise your glasses — of mango lassi — to Nadia and Imran.\"\n\nTime it out loud — it should be about four minutes.", "2025-08-28 22:22:30"),
        ("user", "that's brilliant. can you make the bit about my father a bit longer, he had a café on lumb lane in 1986, egg and chips for bus drivers, curry for the bengali men at night", "2025-08-30 23:02:11"),
        ("assistant", "Of course:\n\n\"My father came to Bradford in 1968 and worked nights at the mill in Manningham. In 1986 he opened a little café on Lumb Lane — egg and chips for the bus drivers in the day, curry for the Bengali men at night. That's where I learned to cook, and where I learned that feeding people is a way of loving them. Abba, I wish you were here. You'd have had opinions about the biryani.\"\n\nThat last line will land well, especially with the uncles.", "2025-08-30 23:02:44"),
    ]
    return json.dumps([{"role": r, "content": c, "timestamp": iso_local(t)} for r, c, t in msgs],
                      ensure_ascii=False, indent=2) + "\n"


def foodhopper_chat_json():
    msgs = [
        ("agent", "Priya (FoodHopper Partner Support)", "Hi Rahim, thanks for waiting! I can see your open billing dispute for Shapla Tandoori. How can I help today?", "2025-04-09 15:02:11"),
        ("partner", "Rahim Chowdhury", "Ive been waiting 2 months. You charged 30% in Jan and Feb when our founding partner rate was locked at 25% until end of March, plus a packaging fee we never agreed. I claimed 884.10.", "2025-04-09 15:03:40"),
        ("agent", "Priya (FoodHopper Partner Support)", "I completely understand, and I'm sorry it's taken this long. I've checked with Partner Accounts: we've approved a credit of £612.40, which covers all the packaging compliance fees charged to you and the rate difference for January. It will be added to your next payout (period ending 20 April).", "2025-04-09 15:07:02"),
        ("partner", "Rahim Chowdhury", "And the rest? That's 271.70 short.", "2025-04-09 15:07:55"),
        ("agent", "Priya (FoodHopper Partner Support)", "The remaining £271.70 relates to February and March. That part has been escalated to the Partner Accounts team for a decision because it depends on how clause 4.2 of your original agreement is read. They'll contact you directly — it's still open on your case.", "2025-04-09 15:10:26"),
        ("agent", "Priya (FoodHopper Partner Support)", "I can also see a retention offer on your account: 28% delivery commission from 1 June if you sign a 12-month term. Would you like me to apply it?", "2025-04-09 15:11:03"),
        ("partner", "Rahim Chowdhury", "No. I'll talk to the account manager about the rate. 28 is still too much. Just make sure the 612.40 actually turns up.", "2025-04-09 15:12:30"),
        ("agent", "Priya (FoodHopper Partner Support)", "Noted — I've added that to your account notes for Liam Baxter. The credit will show on your next statement. Is there anything else I can help with?", "2025-04-09 15:13:14"),
        ("partner", "Rahim Chowdhury", "No thanks.", "2025-04-09 15:13:40"),
    ]
    data = {
        "chat_id": "FH-LIVE-20250409-3321",
        "channel": "Partner Hub live chat",
        "restaurant": "Shapla Tandoori (partner 20417)",
        "exported_at": "2025-04-09T15:20:00+01:00",
        "messages": [{"role": r, "sender": s, "text": t, "sent_at": iso_local(ts)} for r, s, t, ts in msgs],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def quick_jsonl():
    qa = [
        ("2024-11-20 16:02:11", "what does food hygiene rating 3 mean", "A 3 on the Food Hygiene Rating Scheme means 'generally satisfactory'. The scale runs 0 (urgent improvement necessary) to 5 (very good)."),
        ("2024-12-02 10:40:51", "gasds max per donation", "Under the Gift Aid Small Donations Scheme, individual cash donations must be £30 or less, and the annual limit is £8,000 of donations per charity (top-up up to £2,000)."),
        ("2025-01-21 23:12:09", "how often probe thermometer calibration check", "Most guidance (including SFBB) suggests checking probe thermometers regularly — commonly weekly, or at least monthly — using iced water (about 0°C) and boiling water (about 100°C), and recording the results."),
        ("2025-02-05 00:31:44", "what is a CP42 gas certificate", "A CP42 is the commonly used form for a gas safety inspection record for commercial catering installations; it records appliance checks, ventilation, and interlock tests."),
        ("2025-03-18 15:20:02", "how long does uk visit visa take from bangladesh", "UKVI's standard service target for visit visas is about 3 weeks (15 working days) from the biometrics appointment, but it can take longer in busy periods like summer."),
        ("2025-04-14 22:05:37", "skilled worker absence report how many days", "You must report via the Sponsor Management System if a sponsored worker is absent without permission for more than 10 consecutive working days."),
        ("2025-06-13 07:45:19", "can you appeal a refused uk visitor visa", "Generally no — standard visitor visa refusals carry no right of appeal (unless human rights grounds apply). The usual route is a fresh application addressing the refusal reasons."),
        ("2025-07-02 21:33:50", "mehndi night how many hours hall hire typical", "Most community halls hire mehndi or henna nights for 4–5 hours in the evening, e.g. 6:30pm to 11pm, including set-up time."),
        ("2025-08-19 23:58:02", "how much raw rice per person for biryani for 350 guests", "For biryani as the main dish, allow about 100–120 g of raw rice per adult. For 350 guests that's roughly 35–42 kg of raw rice; for a wedding with several other mains, the lower end (35 kg) is usually plenty. Long-grain sella basmati holds up best for large batches."),
        ("2025-08-30 23:15:40", "father of the bride speech how long", "Aim for 4–6 minutes. Roughly 130 words per minute spoken, so 500–800 words. Shorter is almost always better."),
        ("2025-09-03 09:12:26", "manchester airport terminal 1 drop off charge", "Manchester Airport charges for drop-off at the terminal forecourts; the cheaper option is to use the free drop-off in the JetParks area and take the shuttle. Check the airport website for current prices."),
        ("2025-09-11 22:47:31", "how to say welcome in sylheti", "A common Sylheti welcome is 'Ashoin, boshoin' (come, sit) — or simply 'Assalamu alaikum, ashen' in a warm tone."),
    ]
    return "".join(json.dumps({"ts": iso_local(t), "q": q, "a": a}, ensure_ascii=False) + "\n" for t, q, a in qa)


# ------------------------------------------------------------------ iMessage (imessage-exporter txt)

def imsg_time(s):
    d = datetime.strptime(s, "%Y-%m-%d %H:%M:%S")
    hour12 = d.hour % 12 or 12
    return "%s %s, %d %2d:%02d:%02d %s" % (d.strftime("%b"), d.strftime("%d"), d.year, hour12, d.minute, d.second,
                                            "AM" if d.hour < 12 else "PM")


def imsg_one(m, indent=""):
    date = imsg_time(m["t"])
    if m.get("read"):
        date += " (Read by %s after %s)" % ("them" if m["who"] == "Me" else "you", m["read"])
    s = indent + date + "\n" + indent + m["who"] + "\n"
    for p in m["parts"]:
        s += indent + p + "\n"
    if m.get("reactions"):
        s += indent + "Reactions:\n"
        s += "".join(indent + r + "\n" for r in m["reactions"]) + "\n"
    for r in m.get("replies", []):
        # threaded replies are rendered in context, indented by four spaces
        s += imsg_one(r, "    ") + "\n"
    if not indent:
        if m.get("reply"):
            s += "This message responded to an earlier message.\n"
        s += "\n"
    return s


def imsg_file(messages):
    """messages: list of dicts with t, who, parts, read, reactions, replies, reply."""
    return "".join(imsg_one(m) for m in messages)


SHIRIN = "+447700900101"
NADIA = "+447700900789"
TANVIR = "+447700900456"
RUKHSANA = "+447700900222"
JUBEL = "+447700900333"
SABRINA = "+447700900515"
SHAHED = "+447700900123"
ATT = "~/Library/Messages/Attachments"


def M(t, who, *parts, **kw):
    d = {"t": t, "who": who, "parts": list(parts)}
    d.update(kw)
    return d


def family_chat():
    return imsg_file([
        M("2024-10-06 20:41:12", SHIRIN, "Alhamdulillah today went well 🤲 Jamal bhai's wife already asking about dates lol"),
        M("2024-10-06 20:43:50", RUKHSANA, "মাশাআল্লাহ! Nadia amar sunar tukra. Dua kori 🤲"),
        M("2024-10-06 20:45:02", NADIA, "Fufu stop I'm crying 😭"),
        M("2024-10-06 20:47:33", "Me", "Proud of you beti. Imran seems a good lad. Now everybody go to sleep, some of us have got a restaurant to open tomorrow",
          reactions=["Loved by " + NADIA, "Loved by " + SHIRIN]),
        M("2024-11-24 10:02:15", RUKHSANA, "Rahim tor masjid er roof kita oilo? Saleem told Mujib you were up a ladder in the storm 😡 at your age!!"),
        M("2024-11-24 10:05:40", "Me", "Tarp blew off afa. Sorted now. Appeal's going well alhamdulillah"),
        M("2024-11-24 10:09:58", RUKHSANA, "Listen to me. Before your committee spends forty thousand on a new roof get somebody to check the gutters and the downpipe at the back. Girlington masjid did the whole roof in 2019 and water STILL came in because the hopper head on the back downpipe was blocked solid with pigeon muck and leaves. Mujib was on that committee he'll tell you. Cost them £80 to clear in the end 🙄"),
        M("2024-11-24 10:11:20", "Me", "Will tell Saleem. Good point actually afa"),
        M("2024-11-24 10:11:49", RUKHSANA, "I'm always right. Ask your wife.", reactions=["Laughed by " + SHIRIN, "Laughed by " + NADIA]),
        M("2025-01-17 19:20:11", TANVIR, "Dad the hygiene rating's up on the council website now. 3 😬"),
        M("2025-01-17 19:21:03", SHIRIN, "Don't show your father"),
        M("2025-01-17 19:21:30", "Me", "I'm in this group Shirin"),
        M("2025-01-17 19:21:45", SHIRIN, "I know 😂"),
        M("2025-04-01 17:45:00", "Me", ATT + "/8c/12/F3B1C0DE-5A7E-4C1B-9D3A-2E6F8A1B7C44/IMG_2231.HEIC", "Shahed's first naans. Look at that"),
        M("2025-04-01 17:49:12", SABRINA, "looks better than yours abba 👀"),
        M("2025-06-02 14:20:33", SHIRIN, "বিয়ের কার্ড আজ পোস্ট করলাম ✉️ 180 cards. My hand hurts"),
        M("2025-06-10 08:15:40", "Me", "Bhai and Bhabi's visas granted আলহামদুলিল্লাহ 🤲 Nani's still waiting"),
        M("2025-06-10 08:17:02", SHIRIN, "Alhamdulillah. Ammar tao oibo inshaAllah"),
        M("2025-08-27 21:05:17", NADIA, "Abba are you sorting the mishti for the mehndi or is Fufu?"),
        M("2025-08-27 21:08:44", "Me", "Me. I'm getting it from Mithai Mahal on Leeds Road, not that place in Leeds you lot like — their rasmalai is watery and their chomchom tastes of fridge. Mithai Mahal's kalojam and rasmalai are proper, Sylheti style, and Anwar bhai does me trade price. End of discussion."),
        M("2025-08-27 21:09:30", RUKHSANA, "He's right about the rasmalai"),
        M("2025-08-27 21:09:58", NADIA, "Fine 🙄 as long as they come in plain white boxes, no neon pink"),
        M("2025-09-09 19:32:10", "Me", "Right. Airport on Tuesday 16th. Who's doing it? I've got to be at the Regency at 2 for the final walk-round with Sharon."),
        M("2025-09-09 19:35:41", JUBEL, "I'll do it chacha. Sharan's got 7 seats and a big boot. Terminal 1 yeah? Taking Tanvir for the bags"),
        M("2025-09-09 19:36:20", TANVIR, "Am I? Ok yeah fine"),
        M("2025-09-09 19:37:02", "Me", "Jazakallah Jubel beta. Yes T1. Nani's got wheelchair assistance booked so wait by the assistance desk. Flight details are in the itinerary email, I'll forward it you"),
        M("2025-09-09 19:40:00", SHIRIN, "সবাই ভালো থাকো। দোয়া করি সব ঠিকঠাক হবে 🤲"),
    ])


def nadia_chat():
    return imsg_file([
        M("2024-12-09 16:02:11", NADIA, "Regency confirmed!!! Sharon sent the email. Deposit's gone through 🎉", read="12 minutes, 40 seconds"),
        M("2024-12-09 16:15:30", "Me", "Alhamdulillah. That much money for a room, I'm in the wrong business", read="2 minutes, 5 seconds"),
        M("2025-01-23 21:17:45", NADIA, "Abba colour scheme decided: sage green and ivory. NO red and gold please I am begging you. And no plastic flowers. And no swans.", read="38 minutes, 2 seconds"),
        M("2025-01-23 21:56:10", "Me", "Sage. Is that the herb?", read="15 seconds"),
        M("2025-01-23 21:56:40", NADIA, "It's a green abba. A soft green. Look it up 😂"),
        M("2025-03-15 21:30:02", NADIA, "Abba serious question. Are you planning on cooking for my wedding?", read="11 minutes, 20 seconds"),
        M("2025-03-15 21:41:55", "Me", "Well me and Ali bhai could do the biryani at least. Thirty years I've been doing weddings for other people"),
        M("2025-03-15 21:43:10", NADIA, "NO. I want you sat at the front in your sherwani as my dad, not in a kitchen in Leeds sweating over a deg. And Shapla has to stay open, you can't take Ali bhai to Leeds and leave the restaurant. Zafran did Sumaiya's wedding and it was lovely."),
        M("2025-03-16 10:12:40", "Me", "Talked to your amma. Alright. Zafran it is. I'll ring Javed tomorrow. But I'm doing the mishti and nobody's stopping me", read="1 minute, 12 seconds",
          reactions=["Loved by " + NADIA],
          replies=[M("2025-03-16 10:13:55", NADIA, "DEAL ❤️ love you abba")]),
        M("2025-03-16 10:13:55", NADIA, "DEAL ❤️ love you abba", reply=True),
        M("2025-07-16 09:30:12", NADIA, "Did you see Bev's email about the mehndi?? 😱", read="3 hours, 58 minutes, 40 seconds"),
        M("2025-07-16 13:30:40", "Me", "Aye, seen it, sorted, replied. Don't panic. Tell your amma I've dealt with it", read="1 minute, 2 seconds"),
        M("2025-08-30 19:02:55", NADIA, "How's the speech going? Tanvir says you're using AI 😂"),
        M("2025-08-30 19:10:03", "Me", "Tanvir talks too much"),
        M("2025-09-11 22:31:18", NADIA, "Abba honestly thank you for everything. I know it's a lot.", read="4 minutes, 51 seconds"),
        M("2025-09-11 22:36:40", "Me", "It's nowt, beti. It's what it's for. Go to sleep."),
    ])


def shahed_chat():
    return imsg_file([
        M("2025-02-11 11:05:22", "Me", "Assalamu alaikum Shahed. Ayesha has emailed you the CoS number too, check your inbox. Apply this week, don't wait.", read="3 hours, 12 minutes, 8 seconds"),
        M("2025-02-11 14:20:10", SHAHED, "Walaikum salam bhai. Paisi, shukriya. Will apply Thursday inshaAllah"),
        M("2025-03-12 18:44:01", SHAHED, "Bhai visa oi gese!!! Alhamdulillah 🤲🤲 flight 28 March"),
        M("2025-03-12 18:50:33", "Me", "Alhamdulillah! Welcome to Bradford. Bring a coat.", read="48 seconds"),
        M("2025-03-29 20:14:09", SHAHED, "Reached bhai. Very cold 🥶"),
        M("2025-03-29 20:20:51", "Me", "Told you. Rest tomorrow. Right to work check Tuesday 2pm before your shift, bring your share code", read="6 minutes, 3 seconds"),
        M("2025-07-28 22:15:40", SHAHED, "Bhai one request. From August can my off days be Tuesday and Wednesday, not Monday Tuesday? English class at the college is Wednesday morning (ESOL level 1)"),
        M("2025-07-29 09:02:11", "Me", "Fine by me Shahed. From Monday 4 August then: you're ON Mondays, OFF Tuesday and Wednesday. Ali bhai keeps his Monday off so you'll be on the tandoor on your own Mondays, it's quiet anyway. I'll tell Tanvir to change the rota. Good on you for the English.", read="4 minutes, 30 seconds"),
        M("2025-07-29 09:07:45", SHAHED, "Thank you bhai 🙏", reactions=["Liked by Me"]),
        M("2025-09-08 23:02:19", SHAHED, "Bhai wedding week I can do extra shift, Tuesday also if needed. No problem"),
        M("2025-09-09 08:15:33", "Me", "Jazakallah Shahed, that's a big help. I'll let you know.", read="2 minutes, 44 seconds"),
        M("2025-09-10 22:40:02", SHAHED, "Bhai can I ask, my wife, dependant visa, how much it cost? Next year maybe"),
        M("2025-09-10 22:52:37", "Me", "I'll ask Ayesha after the wedding 👍", read="1 minute, 9 seconds"),
    ])


def tanvir_chat():
    return imsg_file([
        M("2025-01-16 23:40:12", TANVIR, "Made the laminated checklist for the pass. Opening/closing, fridge temps, probe check Mondays. Printing 3 copies"),
        M("2025-01-16 23:45:00", "Me", "Good lad", read="20 seconds"),
        M("2025-03-14 12:31:07", TANVIR, "Ordered the wireless fridge alarm thing, £39, it texts both our phones if the walk-in goes over 8 degrees"),
        M("2025-03-14 12:40:44", "Me", "Should've had one years ago", read="1 minute, 30 seconds"),
        M("2025-05-20 23:55:21", TANVIR, ATT + "/2f/09/0B7D5E11-9C42-4E0A-8A71-5D3C2B9F6E10/Screenshot 2025-05-20 at 23.54.10.png", "Website orders this week: 18. No commission 😎"),
        M("2025-05-20 23:58:03", "Me", "Don't get cocky. Good though", read="45 seconds"),
        M("2025-07-20 21:10:05", "Me", "Jubel says he can cover the till wedding week, what do you reckon?", read="2 minutes, 11 seconds"),
        M("2025-07-20 21:14:40", TANVIR, "Dad Jubel's doing the airport, mehndi setup, driving Nani everywhere. He can't be in two places at once"),
        M("2025-07-20 21:15:10", "Me", "Let me think on it", read="30 seconds"),
        M("2025-09-10 17:22:48", TANVIR, "CLOSED sign printed for the 27th, in the drawer under the till. Also put the Wi-Fi password for the new tablet on the back of the router"),
        M("2025-09-10 17:30:02", "Me", "👍", read="5 seconds"),
    ])


def build():
    return [
        ("chats/chatgpt/conversations.json", chatgpt_export()),
        ("chats/assistant-speech-help.json", speech_json()),
        ("chats/foodhopper-support-chat-2025-04-09.json", foodhopper_chat_json()),
        ("chats/quick-questions.jsonl", quick_jsonl()),
        ("chats/imessage/Family.txt", family_chat()),
        ("chats/imessage/%s.txt" % NADIA, nadia_chat()),
        ("chats/imessage/%s.txt" % SHAHED, shahed_chat()),
        ("chats/imessage/%s.txt" % TANVIR, tanvir_chat()),
    ]
