# -*- coding: utf-8 -*-
"""Chat exports: Telegram Desktop result.json, ChatGPT conversations.json, a plain messages JSON, a JSONL log."""
import json
from datetime import datetime, timezone, timedelta
from util import h

OUT = {}
SGT = timezone(timedelta(hours=8))

# ================================================================ Telegram Desktop export
USERS = {"Mei Ling": "user5550001", "Darren": "user5550002", "Mei Xin": "user5550003", "Nilar": "user5550004"}

# (local datetime, from, text | dict for special, optional extras)
T = [
    ("2025-01-17 19:02:11", "SERVICE_CREATE", None),
    ("2025-01-17 19:03:40", "Mei Ling", "Created this group so we stop losing Mummy stuff in the big family chat 🙏 Nilar also inside ok"),
    ("2025-01-17 19:05:02", "Mei Xin", "Good. So today polyclinic say HbA1c 7.4, they call it early diabetes. Follow up Feb, Dr will decide meds"),
    ("2025-01-17 19:05:50", "Darren", "Ok noted. Mummy how she take it?"),
    ("2025-01-17 19:07:13", "Mei Xin", "She say everybody old also got sugar 😂 then ordered teh tarik at the coffeeshop"),
    ("2025-01-17 19:07:40", "Mei Ling", "Typical"),
    ("2025-01-17 19:30:02", "Nilar", "Ok ma'am. I will help grandma"),
    ("2025-02-11 13:12:45", "Mei Ling", "Update: Dr Farah start her on Metformin 250mg, 2 times a day (after breakfast, after dinner). Also cholesterol tablet at night."),
    ("2025-02-11 13:13:30", "Mei Ling", "Nilar pls make sure she eat first then take"),
    ("2025-02-11 13:20:11", "Nilar", "Yes ma'am 👍"),
    ("2025-02-11 13:25:00", "Mei Xin", "I settle the MediSave CDMP part, don't worry"),
    ("2025-02-17 08:02:10", "Nilar", "Grandma sugar this morning 7.8"),
    ("2025-02-19 07:55:41", "Nilar", "Grandma sugar 7.2 before breakfast"),
    ("2025-02-20 21:40:03", "Mei Ling", "Nurse counselling 3 Mar 10.20am, Tampines Poly. Nilar come along ok, they will teach how to use the meter"),
    ("2025-03-03 12:10:27", "Mei Ling", "Nurse Jenny very good. Mummy even laughed. Nilar now know how to do the test properly"),
    ("2025-03-03 12:11:30", "Nilar", "Yes ma'am. Side of finger less pain"),
    ("2025-03-06 22:04:09", "Darren", "Eh the Nest one damn ex leh. 21k for kitchen"),
    ("2025-03-06 22:05:33", "Mei Ling", "Ya. Kwong Fatt cheapest but the quote one page only, like that cannot"),
    ("2025-03-06 22:06:01", "Mei Xin", "Alvin very steady one. My bathroom 4 years no leak"),
    ("2025-03-06 22:06:40", "Darren", "Ok lor u decide, u the one dealing with him"),
    ("2025-04-05 20:15:12", "Mei Ling", "Ok family, need decide the hob. Gas or induction? Alvin need to know for the wiring"),
    ("2025-04-05 20:17:40", "Mei Xin", "Mummy will say gas. But she left the fire on twice in Dec right?? I vote induction"),
    ("2025-04-05 20:18:55", "Darren", "Induction. Safer, got auto off. And no more gas bill. Wok hei can go buy from zichar 😂"),
    ("2025-04-05 20:21:30", "Nilar", "Ma'am I also scared of gas smell. Induction easy to clean"),
    ("2025-04-05 20:25:02", "Mei Ling", "Ok we go induction. I tell Alvin. Mummy I'll explain to her tmr, she will grumble but ok"),
    ("2025-04-05 20:25:40", "Darren", "STICKER:👍"),
    ("2025-04-14 11:02:15", "Mei Ling", "Dietitian says half bowl rice, half plate veg. Nilar pls buy more chye sim and tofu at NTUC"),
    ("2025-06-10 12:45:50", "Mei Xin", "Today review: HbA1c 7.1. Better but Dr say not there yet. Metformin increase to 500mg 2 times a day"),
    ("2025-06-10 12:46:30", "Mei Ling", "Ok 👍 Nilar the new box is 500mg, don't mix with the old 250 ones"),
    ("2025-06-10 12:50:11", "Nilar", "Ok ma'am noted"),
    ("2025-06-12 21:33:09", "Mei Ling", "About Japan in Dec. Mummy say she don't want to go, too cold and she scared of the food and her medicine. Xin can she stay with you?"),
    ("2025-06-12 21:36:41", "Mei Xin", "Of course lah. Mummy stay with me at Punggol, Nilar come along. My place lift at the door also"),
    ("2025-06-12 21:37:30", "Darren", "Thanks Xin 🙏"),
    ("2025-06-12 21:38:02", "Mei Ling", "Ok settled. Mummy + Nilar at Xin's 12-21 Dec"),
    ("2025-07-02 19:10:44", "Nilar", "Ma'am grandma tummy not ok again after dinner tablet"),
    ("2025-07-02 19:15:20", "Mei Ling", "Ok can give with more food. I ask Dr at next review"),
    ("2025-08-17 16:22:05", "Mei Xin", "Mummy slipped at my place just now after Jun Hao mopped. She's ok!! No pain, just shock"),
    ("2025-08-17 16:23:11", "Mei Ling", "😱 ok good she ok. That's it, I'm changing the kitchen floor tiles, the terrazzo one is polished, same thing will happen"),
    ("2025-08-17 16:24:50", "Darren", "Agree. Safety first"),
    ("2025-09-13 23:10:31", "Darren", "Installed the new mesh router. New wifi:"),
    ("2025-09-13 23:11:02", "Darren", "TanLim_Mesh / Guppy&Kopi-2025"),
    ("2025-09-13 23:11:40", "Darren", "Old TanLim_Home network gone. Nilar pls reconnect your phone"),
    ("2025-09-13 23:15:08", "Nilar", "Done sir thank you. Very fast now"),
    ("2025-09-15 20:02:51", "Mei Ling", "Alvin say HDB permit late, hacking kena push back. See his email, I fwd to Darren"),
    ("2025-09-15 20:04:20", "Darren", "Sian. Ok"),
    ("2025-10-14 11:40:12", "Mei Xin", "Review done!! HbA1c 6.8% 🎉🎉 Dr Farah very happy"),
    ("2025-10-14 11:42:30", "Mei Xin", "Meds change: stop the 500mg 2x. Now Metformin XR 1000mg ONCE a day after dinner. Swallow whole, cannot break. Mummy very happy only 1 time"),
    ("2025-10-14 11:43:05", "Mei Xin", "Also Dr say must do eye screening for diabetes (DRP), need to book separately. Who can call?"),
    ("2025-10-14 12:30:40", "Mei Ling", "Wah 6.8 great!! Ok I will call for the eye screening next week"),
    ("2025-10-14 12:31:15", "Mei Ling", "Nilar I'll print a new sheet for you tonight, throw away the old one"),
    ("2025-10-14 12:35:02", "Nilar", "Ok ma'am 👍"),
    ("2025-10-15 07:48:40", "Nilar", "PHOTO:the new medicine sheet on the fridge"),
    ("2025-10-22 07:50:03", "Nilar", "Grandma sugar 6.4 this morning"),
    ("2025-10-29 19:20:18", "Mei Xin", "Mei did you call for the eye screening?"),
    ("2025-10-29 22:58:44", "Mei Ling", "Aiyo not yet, the line always busy. Tmr"),
    ("2025-11-03 07:52:27", "Nilar", "Grandma sugar 6.1 before breakfast"),
    ("2025-11-07 20:05:33", "Mei Ling", "Japan trip: who can check our flat while we're away? Water plants, feed guppies, clear letterbox"),
    ("2025-11-07 20:09:10", "Mei Xin", "Jun Hao can. He's book out every weekend, I'll make him go every 2-3 days. Pay him in Shiroi Koibito 😂"),
    ("2025-11-07 20:10:02", "Mei Ling", "Thank you Jun Hao!! I'll write him a sheet, spare key with Mrs Chandran"),
    ("2025-11-07 20:10:45", "Darren", "Tell him can use PS5"),
    ("2025-11-13 19:30:01", "Mei Ling", "Alvin say quartz delay, handover end of the month now 🙄"),
    ("2025-11-13 19:31:20", "Mei Xin", "Typical reno"),
    ("2025-11-21 21:14:10", "Mei Ling", "Kitchen walkthrough done, look very nice! Few small defects, Alvin will fix. Mummy can come see on Sunday"),
    ("2025-11-21 21:15:30", "Mei Xin", "Yay! Mummy asking already"),
    ("2025-11-22 09:05:12", "Darren", "LINK:Pls read before trip, JNTO winter driving tips, just for knowledge|https://www.japan-travel.example/winter-safety"),
    ("2025-11-23 08:01:44", "Nilar", "Grandma sugar 5.9 this morning 👍"),
    ("2025-11-23 08:30:02", "Mei Ling", "Good job grandma + Nilar 👏"),
]

EDITED = {"2025-10-14 11:42:30": "2025-10-14 11:44:02"}
REPLIES = {"2025-10-29 22:58:44": "2025-10-29 19:20:18", "2025-11-07 20:09:10": "2025-11-07 20:05:33",
           "2025-06-12 21:36:41": "2025-06-12 21:33:09", "2025-09-13 23:15:08": "2025-09-13 23:11:40"}


def ts(local):
    d = datetime.strptime(local, "%Y-%m-%d %H:%M:%S").replace(tzinfo=SGT)
    return d.strftime("%Y-%m-%dT%H:%M:%S"), str(int(d.timestamp()))


def build_telegram():
    msgs, idmap = [], {}
    mid = 100
    for local, who, text in T:
        mid += 1
        idmap[local] = mid
        date, unix = ts(local)
        if who == "SERVICE_CREATE":
            msgs.append({"id": mid, "type": "service", "date": date, "date_unixtime": unix,
                         "actor": "Mei Ling", "actor_id": USERS["Mei Ling"], "action": "create_group",
                         "title": "Mummy care 🏠", "members": ["Mei Ling", "Darren", "Mei Xin", "Nilar"],
                         "text": "", "text_entities": []})
            continue
        m = {"id": mid, "type": "message", "date": date, "date_unixtime": unix, "from": who,
             "from_id": USERS[who]}
        if local in REPLIES:
            m["reply_to_message_id"] = idmap[REPLIES[local]]
        if local in EDITED:
            e, eu = ts(EDITED[local])
            m["edited"] = e
            m["edited_unixtime"] = eu
        if text.startswith("STICKER:"):
            emo = text.split(":", 1)[1]
            m.update({"file": "(File not included. Change data exporting settings to download.)",
                      "file_size": 24310,
                      "thumbnail": "(File not included. Change data exporting settings to download.)",
                      "thumbnail_file_size": 6120, "media_type": "sticker", "sticker_emoji": emo,
                      "width": 512, "height": 512, "text": "", "text_entities": []})
        elif text.startswith("PHOTO:"):
            cap = text.split(":", 1)[1]
            m.update({"photo": "photos/photo_%d@%s.jpg" % (mid, local[8:10] + "-" + local[5:7] + "-" + local[:4]
                                                          + "_" + local[11:].replace(":", "-")),
                      "photo_file_size": 183402, "width": 960, "height": 1280, "text": cap,
                      "text_entities": [{"type": "plain", "text": cap}]})
        elif text.startswith("LINK:"):
            cap, url = text.split(":", 1)[1].split("|")
            m["text"] = [cap + " ", {"type": "link", "text": url}]
            m["text_entities"] = [{"type": "plain", "text": cap + " "}, {"type": "link", "text": url}]
        else:
            m["text"] = text
            m["text_entities"] = [{"type": "plain", "text": text}]
        msgs.append(m)
    doc = {"name": "Mummy care 🏠", "type": "private_group", "id": 4005550123, "messages": msgs}
    return (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


OUT["chats/telegram/result.json"] = build_telegram()

# ================================================================ ChatGPT conversations.json


def cg_id(*parts):
    x = h("/".join(parts), 32)
    return "%s-%s-%s-%s-%s" % (x[:8], x[8:12], x[12:16], x[16:20], x[20:32])


def epoch(local):
    return datetime.strptime(local, "%Y-%m-%d %H:%M:%S").replace(tzinfo=SGT).timestamp() + 0.0


def conversation(title, conv_key, turns, branches=None):
    """turns: list of (role, text, local_time). branches: {index_of_user_turn: (alt_user_text, alt_answer, t)}
    -> the alternative (older) version is a sibling that is NOT on the current path."""
    mapping = {}
    root = cg_id(conv_key, "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = cg_id(conv_key, "sys")
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}}, "create_time": None,
        "update_time": None, "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all"}, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    first_t = None
    last_t = None
    for i, (role, text, t) in enumerate(turns):
        nid = cg_id(conv_key, str(i))
        ct = epoch(t)
        first_t = first_t or ct
        last_t = ct
        if branches and i in branches:
            alt_q, alt_a, alt_t = branches[i]
            qid = cg_id(conv_key, "alt-q", str(i))
            aid = cg_id(conv_key, "alt-a", str(i))
            mapping[qid] = {"id": qid, "message": msg_obj(qid, "user", alt_q, epoch(alt_t)), "parent": parent,
                            "children": [aid]}
            mapping[aid] = {"id": aid, "message": msg_obj(aid, "assistant", alt_a, epoch(alt_t) + 7.4),
                            "parent": qid, "children": []}
            mapping[parent]["children"].append(qid)
        mapping[nid] = {"id": nid, "message": msg_obj(nid, role, text, ct), "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)
        parent = nid
    return {"title": title, "create_time": first_t, "update_time": last_t + 3.0, "mapping": mapping,
            "moderation_results": [], "current_node": parent, "plugin_ids": None,
            "conversation_id": cg_id(conv_key, "conv"), "conversation_template_id": None,
            "gizmo_id": None, "is_archived": False, "safe_urls": [], "default_model_slug": "gpt-4o",
            "id": cg_id(conv_key, "conv")}


def msg_obj(mid, role, text, ct):
    return {"id": mid, "author": {"role": role, "name": None, "metadata": {}}, "create_time": ct,
            "update_time": None, "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": {}, "recipient": "all"}


conv_grout = conversation("Kitchen floor grout choice", "grout", [
    ("user", "What grout should I use for matte anti-slip porcelain floor tiles (300x600) in a small HDB kitchen? "
             "My mum cooks a lot, lots of oil splatter, and the helper mops every day.", "2025-09-03 22:10:05"),
    ("assistant", "For a busy kitchen floor with oil splatter and daily mopping, I'd lean towards **epoxy grout**:\n\n"
                  "- **Stain resistance**: epoxy grout is non-porous, so oil, soy sauce and curry don't soak in. "
                  "Cement-based grout is porous and darkens over time unless sealed regularly.\n"
                  "- **No sealing needed**: cementitious grout should be sealed after curing and re-sealed every "
                  "1-2 years; epoxy doesn't need it.\n"
                  "- **Hygiene**: less mould in the joints, easier to wipe.\n\n"
                  "Trade-offs: epoxy costs more (material and labour), sets fast so the tiler must work in small "
                  "sections, and haze left on textured anti-slip tiles is hard to remove if not cleaned promptly.\n\n"
                  "Other tips: go for a mid-to-dark grey rather than white, keep joints around 2 mm for 300x600 "
                  "porcelain, and ask your contractor whether they have done epoxy before.", "2025-09-03 22:10:31"),
    ("user", "Contractor says cement grout is standard and epoxy is extra. Is it worth it for a kitchen only?",
     "2025-09-03 22:14:52"),
    ("assistant", "For a kitchen floor only (small area, maybe 6-8 m2), the extra cost is usually modest compared "
                  "with the whole renovation, and it's the area where staining bothers people most. If budget is "
                  "tight, a good compromise is a **polymer-modified cement grout in a dark colour plus a penetrating "
                  "sealer**, re-applied every year or so. If your contractor isn't experienced with epoxy, a "
                  "well-done cement grout is better than a badly done epoxy one.", "2025-09-03 22:15:20"),
], branches={0: ("What grout should I use for terrazzo look polished tiles in a kitchen?",
                 "For polished terrazzo-look porcelain, use a fine (unsanded) grout in a colour matched to the "
                 "background of the tile so the joints disappear, and keep joints narrow (1.5-2 mm). Seal it...",
                 "2025-09-03 22:08:40")})

conv_drive = conversation("Winter driving in Hokkaido?", "drive", [
    ("user", "Family of 3 from Singapore, going Sapporo - Furano - Biei - Otaru in mid December. My husband wants "
             "to rent a car. Neither of us has driven on snow. Is it a bad idea?", "2025-09-28 21:30:11"),
    ("assistant", "It's not forbidden, but for first-timers in mid-December it carries real risk:\n\n"
                  "1. **Black ice and compacted snow**, especially on shaded stretches and at dawn/dusk.\n"
                  "2. **Whiteouts** on open roads around Biei and Furano can drop visibility to a few metres.\n"
                  "3. **Short days**: sunset is around 16:00, so a lot of driving happens in the dark.\n"
                  "4. Rental cars come with studless winter tyres and 4WD is available, which helps, but does not "
                  "replace experience.\n\n"
                  "If you do drive: keep distances long, brake early and gently, avoid driving after dark, and "
                  "check road conditions every morning. Many first-time visitors instead use JR trains between "
                  "cities and a private driver or bus tour for Biei/Shirogane, which removes most of the risk.",
     "2025-09-28 21:30:48"),
    ("user", "Is the JR from Sapporo to Furano direct in winter?", "2025-09-28 21:33:02"),
    ("assistant", "In winter there is usually no direct limited express to Furano; most people take the Limited "
                  "Express to Takikawa and change to a local train to Furano (roughly 2-2.5 hours in total), or go "
                  "via Asahikawa. Check the JR Hokkaido timetable for your dates and reserve seats when booking "
                  "opens, about one month ahead.", "2025-09-28 21:33:40"),
])

conv_prac = conversation("Titration practical - FA concentrations", "prac", [
    ("user", "Sec 4 titration practical: FA1 is HCl, FA2 is sodium carbonate about 0.05 mol/dm3, methyl orange. "
             "What HCl concentration so that titres land around 20-25 cm3 with a 25.0 cm3 pipette of FA2?",
     "2025-08-10 20:05:30"),
    ("assistant", "Na2CO3 + 2HCl -> 2NaCl + H2O + CO2, so you need twice the moles of HCl.\n\n"
                  "Moles of Na2CO3 in 25.0 cm3 at 0.050 mol/dm3 = 1.25 x 10^-3 mol, so HCl needed = 2.50 x 10^-3 mol."
                  " For a titre of about 22-23 cm3, HCl should be about 0.11 mol/dm3. A round **0.110 mol/dm3** "
                  "would give ~22.7 cm3. At 0.100 mol/dm3 you'd get 25.0 cm3, right at the top of your range.",
     "2025-08-10 20:06:12"),
])

OUT["chats/chatgpt/conversations.json"] = (json.dumps([conv_grout, conv_drive, conv_prac], ensure_ascii=False,
                                                      indent=2) + "\n").encode("utf-8")

# ================================================================ plain messages JSON (phone assistant)
PM = [
    ("user", "If I top up my mother's CPF retirement account with cash, how much tax relief can I get?",
     "2025-11-17T21:02:11+08:00"),
    ("assistant", "Under the Retirement Sum Topping-Up scheme, cash top-ups to a family member's account (such as a "
                  "parent) qualify for tax relief of up to S$8,000 per calendar year, separate from the up-to-S$8,000 "
                  "relief for topping up your own account. Conditions apply — for example the recipient's account "
                  "must be below the relevant retirement sum, and relief is given for the year the top-up is "
                  "received by CPF, so do it early enough in December.", "2025-11-17T21:02:19+08:00"),
    ("user", "So if my sister also tops up the same parent can she also claim 8k?", "2025-11-17T21:04:40+08:00"),
    ("assistant", "Yes — the cap is per giver, not per recipient, so each of you can claim relief for your own "
                  "top-up, as long as the recipient's account still has room under the cap.",
     "2025-11-17T21:04:46+08:00"),
    ("user", "ok thanks. different q: can medisave pay for my mum's diabetes eye screening at polyclinic",
     "2025-11-17T21:10:05+08:00"),
    ("assistant", "Diabetic retinopathy screening done under the chronic disease programme at polyclinics is "
                  "generally subsidised, and MediSave can often be used for the remaining bill under the chronic "
                  "disease withdrawal limits. The polyclinic can tell you the exact amount when you book.",
     "2025-11-17T21:10:12+08:00"),
    ("user", "What time does the sun set in Sapporo in mid December", "2025-11-19T07:15:30+08:00"),
    ("assistant", "Around 16:00 local time (Japan is one hour ahead of Singapore), with darkness by about 16:30.",
     "2025-11-19T07:15:33+08:00"),
]
OUT["chats/assistant/phone-assistant-2025.json"] = (json.dumps(
    [{"role": r, "content": c, "timestamp": t} for r, c, t in PM], ensure_ascii=False, indent=2) + "\n").encode("utf-8")

# ================================================================ JSONL quick questions
QQ = [
    ("2025-01-21T06:55:02+08:00", "bukit timah summit height", "163.6 m — highest natural point in Singapore."),
    ("2025-02-06T21:40:10+08:00", "HbA1c 7.4 means what average sugar", "Roughly an average blood glucose of about 9.2 mmol/L over the past 2-3 months."),
    ("2025-03-12T22:03:41+08:00", "sqft to sqm kitchen 85 sqft", "85 sq ft ≈ 7.9 m²."),
    ("2025-04-02T20:11:55+08:00", "induction hob need special pots?", "Yes - pots must have a magnetic base (cast iron, most stainless steel). Test with a fridge magnet."),
    ("2025-04-29T16:20:33+08:00", "molar mass CuSO4.5H2O", "249.7 g/mol (CuSO4 159.6 + 5 x H2O 18.0). Anhydrous form is white."),
    ("2025-05-02T07:45:18+08:00", "is fasting glucose 7.9 high for elderly", "Above 7.0 mmol/L fasting is above the usual target; one reading isn't a diagnosis - track the trend and tell her doctor."),
    ("2025-06-03T13:02:27+08:00", "1000 yen to sgd", "About S$8.70 (rate varies)."),
    ("2025-06-18T21:55:45+08:00", "how cold is furano in december", "Typically highs around -2°C and lows around -12°C; heavy snow."),
    ("2025-07-07T19:30:03+08:00", "hokkaido souvenir famous", "Shiroi Koibito, Royce' chocolate, LeTAO cheesecake, Jaga Pokkuru."),
    ("2025-08-05T22:48:10+08:00", "phenolphthalein colour range", "Colourless below pH ~8.2, pink to magenta up to ~10."),
    ("2025-08-28T06:30:12+08:00", "how long boil kabocha pumpkin", "About 10-12 minutes in chunks, until a fork goes in easily."),
    ("2025-09-09T21:15:00+08:00", "R9 vs R11 tiles", "DIN 51130 slip ratings: R9 lowest (dry indoor areas), R10 normal, R11 for wet areas/kitchens, higher = more grip."),
    ("2025-10-02T20:40:40+08:00", "thank you in japanese polite", "Arigatou gozaimasu."),
    ("2025-10-22T22:30:20+08:00", "H2S smell threshold ppm", "Detectable from around 0.01 ppm; olfactory fatigue above ~100 ppm means you stop smelling it - dangerous."),
    ("2025-11-08T21:05:55+08:00", "guppy how often feed when away", "Healthy adult guppies can go 5-7 days without food; feeding a small pinch every 2-3 days is fine."),
    ("2025-11-19T22:12:36+08:00", "otaru music box museum opening hours", "Usually 9:00-18:00, longer on some summer days."),
]
OUT["chats/quick-questions.jsonl"] = ("".join(json.dumps({"ts": t, "q": q, "a": a}, ensure_ascii=False) + "\n"
                                              for t, q, a in QQ)).encode("utf-8")
