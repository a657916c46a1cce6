"""Chat exports (Messenger, ChatGPT, plain JSON, JSONL) and CSV ledgers."""
import json
import uuid

from util import epoch, messenger_mojibake

OUT = {}
NS = uuid.UUID("6b1d3a0e-2f4c-4f6e-9d1a-7c2b5e9f0a11")


def uid(name):
    return str(uuid.uuid5(NS, name))


# ================================================================== Messenger
J, M, R, T = "Jolene Barrera", "Marisol Quinn", "Ray Barrera", "Tessa Barrera"
THREAD = "inbox/losbarrera_4829174650192837"

FB = [  # (local time, sender, content, extras)
    ("2024-01-07 18:02:11", M, "How's Papá's cough? He sounded rough on the phone Sunday", {}),
    ("2024-01-07 18:20:45", J, "Better. No fever, lungs clear, I listened. It's the dry air. Humidifier is going in his room now.", {}),
    ("2024-01-07 18:21:02", R, "\U0001F44D", {}),
    ("2024-03-09 08:01:37", T, "Feliz cumpleaños Abuelo!!! \U0001F382\U0001F389 tell him I'll call at lunch", {}),
    ("2024-03-09 08:15:09", M, "Feliz cumpleaños Papá ❤️ 81!!", {}),
    ("2024-03-09 19:40:22", J, "He loved the cake. Blew out 8 candles (fire code). Dolores came over and they argued about baseball for an hour, he's in heaven.", {}),
    ("2024-05-22 12:30:51", J, "Hearing aids done!! He heard the microwave beep from the living room and looked at me like I was a witch \U0001F602 Total was $3,450 for the pair, so $1,150 each like we said. Zelle or Venmo me whenever.", {"reactions": [(M, "\U0001F602"), (T, "❤")]}),
    ("2024-05-22 12:41:03", M, "Sent \U0001F4B8", {}),
    ("2024-05-22 20:13:40", R, "Awesome. I'll send my $1,150 after payday, things are tight this month", {}),
    ("2024-06-16 21:05:12", M, "Best week ever \U0001F305\U0001F990", {"photos": ["449203118827364_1203948857", "449203118827365_1203948858"]}),
    ("2024-06-16 21:07:30", T, "can we live there", {}),
    ("2024-08-20 07:10:18", J, "Heads up: Sunridge is closing 9/15 \U0001F629 They want to send all of Papá's prescriptions to the Walgreens on Speedway. I'm moving him to Tanque Verde Family Pharmacy instead. Local, they deliver, and the pharmacist there actually picks up the phone.", {}),
    ("2024-08-20 07:32:44", M, "Good call. Walgreens would lose him in a week", {}),
    ("2024-08-20 09:50:05", R, "Whatever's easiest for you", {}),
    ("2024-10-16 18:30:27", J, "FYI the HOA changed the gate code at Papá's. It's in the HOA newsletter email I forwarded you both. The old one stops working the 22nd.", {}),
    ("2024-10-16 18:45:10", R, "got it", {}),
    ("2024-10-28 19:02:33", J, "Papá's roof is leaking over the laundry room. He wants to call some guy from a flyer on his door, \"Apex\" something, roof coating with a 10 yr warranty. I told him to wait till I look at it.", {}),
    ("2024-10-28 19:15:48", M, "NO. Do NOT let the Apex guy anywhere near Papá's house. That's the elastomeric coating guy who did Sandra's roof on our street. Took a $2,000 deposit, sprayed half of it, and disappeared for three weeks. She had to file a complaint with the Registrar of Contractors. Call Dan's cousin at Sun Valley Roofing, he'll at least tell you the truth.", {"reactions": [(J, "\U0001F62E")]}),
    ("2024-10-28 19:20:01", J, "Ok ok. Throwing the flyer away before he sees it again", {}),
    ("2024-11-02 20:11:56", J, "Cambio de planes on Papá's drug plan \U0001F643 I finally clicked on that little icon on the Sonora plan. They want a prior auth on his Eliquis every year, and it's 40% coinsurance, not a copay, so the \"savings\" disappear. Going with Desert Bloom Rx Plus instead: Eliquis is tier 3, flat $47 copay, no PA. Sorry for the whiplash.", {}),
    ("2024-11-02 20:30:14", M, "No whiplash, that's why you're in charge \U0001F618", {}),
    ("2024-11-02 21:02:40", R, "makes sense", {}),
    ("2024-11-05 17:44:19", T, "OK official details!! Pinning ceremony is Friday 12/13 at 2pm in Ardrey Auditorium, reception after. I get 4 tickets so Abuelo, Mom, Tía Mari, Tío Ray? \U0001F979", {"reactions": [(J, "❤"), (M, "❤")]}),
    ("2024-11-05 17:50:02", J, "WE WILL BE THERE. Already booked the hotel \U0001F62D", {}),
    ("2024-11-05 18:02:31", R, "I'll try mija", {}),
    ("2024-11-08 16:40:09", J, "Papá is officially enrolled for 2025 ✅ confirmation email came. Now we wait for the card.", {}),
    ("2024-11-10 11:15:27", M, "Tía Chayo says tamalada is Saturday 12/21 at her house, 9am. Bring your own apron and a bowl. She said \"tell Jolene to bring the good masa spreader.\"", {}),
    ("2024-11-10 11:20:50", J, "Jajaja she means MY spreader. It's mine. Ok 12/21 ✍️", {}),
    ("2024-11-12 21:30:04", R, "Booked it. Landing TUS Wed 11/27 at 3:40pm, Southwest 2218. Can someone grab me? If not I'll Uber to Papá's", {}),
    ("2024-11-12 21:34:38", J, "Wednesday's my day off, I'll get you. Call when you land.", {}),
    ("2024-11-12 21:40:15", R, "Also where's the spare key for Papá's again? In case I get there first", {}),
    ("2024-11-12 21:44:57", J, "Lockbox behind the bougainvillea by the side gate. Code is his birthday, 0309. Don't tell him I told you, he thinks it's a secret \U0001F92B", {}),
    ("2024-11-16 09:05:33", J, "@Ray Barrera gentle reminder, still waiting on your $1,150 for Papá's hearing aids from May \U0001F64F No rush. (Some rush.)", {}),
    ("2024-11-16 10:30:48", R, "ugh I know I know. Sorry hermana. After Thanksgiving, promise", {}),
    ("2024-11-16 10:31:20", M, "\U0001F37F", {}),
]


def messenger():
    msgs = []
    for local, sender, content, extra in FB:
        ts = epoch(local)
        m = {"sender_name": sender, "timestamp_ms": ts * 1000 + (ts % 997)}
        if "photos" in extra:
            m["photos"] = [{"uri": "messages/%s/photos/%s.jpg" % (THREAD, p), "creation_timestamp": ts}
                           for p in extra["photos"]]
        else:
            m["content"] = content
        if "reactions" in extra:
            m["reactions"] = [{"reaction": r, "actor": a} for a, r in extra["reactions"]]
        m["is_geoblocked_for_viewer"] = False
        m["is_unsent_image_by_messenger_kid_parent"] = False
        msgs.append(m)
        if "photos" in extra:  # caption sent as its own message, like Messenger does
            ts2 = ts + 4
            msgs.append({"sender_name": sender, "timestamp_ms": ts2 * 1000 + 211, "content": content,
                         "is_geoblocked_for_viewer": False,
                         "is_unsent_image_by_messenger_kid_parent": False})
    msgs.sort(key=lambda x: -x["timestamp_ms"])  # newest first, as exported
    doc = {
        "participants": [{"name": J}, {"name": M}, {"name": R}, {"name": T}],
        "messages": msgs,
        "title": "Los Barrera \U0001F49B",
        "is_still_participant": True,
        "thread_path": THREAD,
        "magic_words": [],
        "image": {"uri": "messages/%s/photos/group_photo_1198273645.jpg" % THREAD,
                  "creation_timestamp": epoch("2023-03-09 12:00:00")},
        "joinable_mode": {"mode": 1, "link": ""},
    }
    doc = messenger_mojibake(doc)
    return json.dumps(doc, indent=2, ensure_ascii=True).encode("ascii")


OUT["chats/facebook-messenger/messages/inbox/losbarrera_4829174650192837/message_1.json"] = messenger()


# ================================================================== ChatGPT
def node(nid, role, text, t, parent, children, model="gpt-4o"):
    if role is None:
        return {"id": nid, "message": None, "parent": parent, "children": children}
    meta = {}
    if role == "system":
        meta = {"is_visually_hidden_from_conversation": True}
    elif role == "user":
        meta = {"request_id": uid(nid + "req")[:18], "message_source": None,
                "timestamp_": "absolute", "message_type": None}
    else:
        meta = {"finish_details": {"type": "stop", "stop_tokens": [200002]}, "is_complete": True,
                "citations": [], "content_references": [], "model_slug": model,
                "default_model_slug": model, "parent_id": parent,
                "request_id": uid(nid + "req")[:18], "timestamp_": "absolute"}
    return {"id": nid, "message": {
        "id": nid, "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t, "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully", "end_turn": (True if role == "assistant" else None),
        "weight": 1.0 if role != "system" else 0.0, "metadata": meta,
        "recipient": "all", "channel": None},
        "parent": parent, "children": children}


def conversation(key, title, turns, t0, edits=None):
    """turns: list of (role, text, dt_seconds). edits: {index: (alt_turns)} branch that was
    replaced by an edit: the original user turn + its answer hang off the same parent."""
    ids = {}
    mapping = {}
    root = uid(key + "root")
    sysn = uid(key + "sys")
    mapping[root] = node(root, None, None, None, None, [sysn])
    prev = sysn
    mapping[sysn] = node(sysn, "system", "", None, root, [])
    t = t0
    last = sysn
    for i, (role, text, dt) in enumerate(turns):
        t += dt
        nid = uid("%s-%d" % (key, i))
        if edits and i in edits:
            # older, edited-away branch first
            bprev = prev
            for j, (brole, btext, bdt) in enumerate(edits[i]):
                bid = uid("%s-old-%d-%d" % (key, i, j))
                mapping[bid] = node(bid, brole, btext, round(t - 600 + j * 20 + 0.137 * (j + 1), 6), bprev, [])
                mapping[bprev]["children"].append(bid)
                bprev = bid
        mapping[nid] = node(nid, role, text, round(t + 0.481516, 6), prev, [])
        mapping[prev]["children"].append(nid)
        prev = nid
        last = nid
    cid = uid(key + "conv")
    return {"title": title, "create_time": round(t0 + 0.271828, 6), "update_time": round(t + 1.414213, 6),
            "mapping": mapping, "moderation_results": [], "current_node": last,
            "plugin_ids": None, "conversation_id": cid, "conversation_template_id": None,
            "gizmo_id": None, "gizmo_type": None, "is_archived": False, "is_starred": None,
            "safe_urls": [], "default_model_slug": "gpt-4o", "conversation_origin": None,
            "voice": None, "async_status": None, "disabled_tool_ids": [], "id": cid}


QUILT_V1 = [("user", "Help me figure out a fair price for a queen quilt. Materials are about $170, the longarm quilting is about $200, batting $45, and I spend maybe 40 hours on it.", 0),
            ("assistant", "Here's a simple way to think about it:\n\n1. **Materials + services:** $170 + $200 + $45 = **$415**\n2. **Labor:** 40 hrs x a modest $15/hr = **$600**\n3. **True cost:** about **$1,015** before any overhead (booth fees, thread, blades, your machine).\n\nMost handmade sellers then multiply materials by 2-3 or add labor at a lower \"market\" rate. Want me to show a couple of pricing tiers?", 30)]

CONVS = [
    conversation("quiltprice", "Queen quilt pricing math", [
        ("user", "Help me figure out a fair price for a queen quilt. Materials about $170, longarm about $220, batting $45, and honestly it's more like 55 hours once you count cutting, piecing and binding.", 0),
        ("assistant", "Let's do the honest math first, then the realistic math.\n\n**Honest math**\n- Materials + services: $170 + $220 + $45 = **$435**\n- Labor: 55 hrs x $15/hr = **$825**\n- True cost: **~$1,260**, before booth fees and supplies.\n\n**What that means:** at $325 you're covering materials and paying yourself well under $2/hour. At $350 it's still only about $1.70/hr for your time.\n\n**Realistic options**\n1. Raise queens in steps each season ($25-50 at a time) and watch sell-through. If a queen sells in the first hour, you're under market.\n2. Keep one \"show\" quilt priced high as an anchor; it makes the rest look reasonable.\n3. Push smaller items (runners, mug rugs) for volume and treat queens as the premium line.\n4. Offer custom/memory quilts at a real labor rate, with a deposit.", 42),
        ("user", "lol ok. Nobody at a Tucson craft fair is paying $1,260. What would you actually do?", 300),
        ("assistant", "Honestly? I'd pick a number you can say out loud without flinching, a bit above where you are, and hold it for a whole season. Then raise again if things still sell fast. Put a small card by the quilt with the hours and materials (\"55 hours, hand-finished binding\"). People pay more when they can see the work. And stop discounting on the spot; if someone haggles, throw in a mug rug instead of cutting the price.", 35),
    ], 1719972000, edits={0: QUILT_V1}),
    conversation("partd-pa", "Eliquis PA on Part D plan", [
        ("user", "My dad is 81 and on Eliquis 5 mg twice a day. I'm looking at switching his Part D plan for 2025 to 'Sonora Senior Rx Saver'. On the Medicare plan finder there's a little 'PA' icon next to Eliquis and it says tier 4. What does PA mean and how bad is that?", 0),
        ("assistant", "**PA = prior authorization.** The plan won't pay for the drug until his doctor sends paperwork showing it's medically necessary. For Eliquis that usually means documenting the diagnosis (like atrial fibrillation) and sometimes that cheaper options were considered.\n\nWhat it means in practice:\n- **Delays**: the first fill can be held at the pharmacy until the PA is approved (days, sometimes longer).\n- **Renewals**: many plans require the PA to be renewed every year.\n- **Tier 4** is usually a non-preferred tier with **coinsurance** (a percentage) rather than a flat copay. If it's 40% of a drug that costs roughly $550-600 a month, that's about $220-240 a month until he hits the 2025 Part D out-of-pocket cap of **$2,000**.\n\nSo for someone on Eliquis, a plan with a low premium but coinsurance + prior auth can end up costing about the same or more than a plan with a higher premium and a flat copay. Worth calling the plan and asking: (1) is PA required for people already taking it? (2) exactly what is the tier 4 coinsurance?", 40),
        ("user", "ugh. so the 'cheap' plan isn't actually cheap for him. The other one I looked at has Eliquis at tier 3 with a $47 copay and no PA, but the premium is higher.", 240),
        ("assistant", "Right. Rough yearly comparison for Eliquis alone:\n\n- **Cheap plan:** 12 x $21.70 premium = $260, plus coinsurance that will likely reach the $2,000 cap = **~$2,260**, plus the hassle of a yearly prior auth.\n- **Other plan:** 12 x its premium, plus 12 x $47 = $564 in copays.\n\nUnless the other plan's premium is over about $140/month, it will come out cheaper for him, and it's simpler. Double-check his other three meds on both formularies before you switch.", 35),
        ("user", "ok. I need to rethink this. Thank you, I'll talk to my siblings before I enroll him.", 180),
        ("assistant", "Good plan. Open enrollment runs through December 7, so you have time. If you enroll him in a new plan, his current plan ends automatically on December 31; you don't have to cancel it.", 20),
    ], 1730347500),
    conversation("turkey", "Turkey timeline for 14 people", [
        ("user", "I'm in charge of the turkey this Thanksgiving, 14 people including my 81 yo dad. Turkey will be about 20 lb. I always dry brine - never wet brine, I did the bucket thing once in 2019 and there was turkey water all over my garage. Can you give me a timeline for thawing, brining and roasting so we eat at 2 pm Thursday?", 0),
        ("assistant", "Here's a working timeline for a ~20 lb frozen turkey, dinner at 2:00 pm Thursday:\n\n- **Saturday morning:** move the turkey to the fridge to thaw (about 1 day per 4-5 lb = 4-5 days).\n- **Monday evening:** dry brine. About 1 Tbsp Diamond kosher salt per 4-5 lb (so ~4-5 Tbsp), plus pepper/herbs if you like, rubbed all over and under the breast skin. Back in the fridge on a rack.\n- **Wednesday:** leave it uncovered in the fridge overnight for crisp skin.\n- **Thursday 8:30 am:** take it out to sit for an hour.\n- **9:45 am:** into a 425°F oven for 30 min, then 325°F. Plan ~3 to 3.5 hrs total; start checking at 12:00. Pull at 157°F in the thick part of the breast, 170°F+ in the thigh.\n- **1:15 pm:** rest, tented, 45 min. Make gravy.\n- **2:00 pm:** carve and eat.", 38),
        ("user", "perfect. Also my dad is supposed to watch his salt, is dry brine ok for him?", 200),
        ("assistant", "Mostly yes. A dry brine seasons the meat but much of the salt stays in the skin and drippings. For him: serve breast meat without skin, go light on the salt in the gravy (the drippings are already salty), and keep a low-salt plate aside before you season sides. You can also cut the brine to about 3/4 Tbsp per 5 lb - it will still be juicy.", 30),
    ], 1730862900),
]
OUT["chats/chatgpt-export/conversations.json"] = json.dumps(CONVS).encode("utf-8")

# ================================================================== plain messages JSON
HOA_CHAT = [
    {"role": "user", "content": "My dad's HOA sent him a 'courtesy notice' about a dead shrub in his front yard (a Texas ranger by the driveway). I think it's just dormant from the cold snap in January. Can you draft a polite letter disputing it? They gave us 14 days to respond in writing.", "timestamp": "2024-03-06T21:14:08-07:00"},
    {"role": "assistant", "content": "Here's a draft you can adapt:\n\nDear Ms. Kowalczyk,\n\nI am writing on behalf of my father, Ernesto Barrera, owner of 4417 E Calle Paloma, regarding the courtesy notice dated March 5, 2024. The Texas ranger shrub noted in the inspection is not dead; it experienced cold damage during January's freeze and is expected to recover with spring temperatures, as is typical for this species. We respectfully request that the case be held open until May 15, 2024, at which point we will remove and replace the shrub if it has not leafed out.\n\nThank you for your consideration.\n\nSincerely,\nJolene Barrera (on behalf of Ernesto Barrera)", "timestamp": "2024-03-06T21:14:40-07:00"},
    {"role": "user", "content": "can you make it shorter and less lawyer-y? they're retirees not judges", "timestamp": "2024-03-06T21:19:55-07:00"},
    {"role": "assistant", "content": "Sure:\n\nHi Denise,\n\nThanks for the notice about the Texas ranger at 4417 E Calle Paloma. We think it's frost-damaged rather than dead, and Texas rangers usually bounce back in spring. Could you give us until mid-May? If it hasn't leafed out by then we'll replace it.\n\nThanks!\nJolene Barrera (for Ernesto Barrera)", "timestamp": "2024-03-06T21:20:12-07:00"},
    {"role": "user", "content": "Update: went over there this morning in daylight and scratched the bark with my thumbnail. It's brown and brittle all the way through. It's dead dead. Not sending this, I'll just have the yard guy pull it and put in a new one before their deadline. Thanks anyway!", "timestamp": "2024-03-07T08:05:31-07:00"},
    {"role": "assistant", "content": "That's a good call. The scratch test is the right check: green under the bark means alive, brown and brittle means it's gone. Replacing it before the deadline closes the case cleanly, and a short reply to the HOA saying it's scheduled for removal (with the date) usually keeps it from escalating. Good luck!", "timestamp": "2024-03-07T08:05:49-07:00"},
]
OUT["chats/assistant/hoa-letter-chat-2024-03.json"] = (json.dumps(HOA_CHAT, indent=2, ensure_ascii=False) + "\n").encode("utf-8")

# ================================================================== JSONL quick questions
QQ = [
    ("2024-01-21T19:02:11-07:00", "how many yards backing for 90x96 quilt", "With 42\" wide fabric you need 3 widths of about 100\", so roughly 8.5 yards. With 108\" wide backing, about 2.8 yards (buy 3)."),
    ("2024-02-03T07:15:40-07:00", "eliquis and ibuprofen ok??", "Avoid it. NSAIDs like ibuprofen and naproxen raise bleeding risk with apixaban. Acetaminophen is usually preferred for pain; check with the prescriber."),
    ("2024-02-25T16:48:02-07:00", "spanish for take with food", "\"Tómelo con comida\" (or \"con alimentos\")."),
    ("2024-03-30T20:31:55-07:00", "chihuahua fasting before dental anesthesia", "Usually no food after midnight (or 8-12 hours), water until the morning. Follow your vet's instructions; small dogs sometimes get a shorter fast."),
    ("2024-04-14T12:05:17-07:00", "when do people turn on swamp coolers in tucson", "Usually April, once highs reach the upper 80s. They work best in May-June before monsoon humidity."),
    ("2024-05-06T21:40:09-07:00", "hearing aids through TSA ok?", "Yes. You can wear them through the metal detector and body scanner; tell the officer if you like."),
    ("2024-06-02T18:22:33-07:00", "do I need mexican car insurance for rocky point", "Yes. US policies aren't valid in Mexico. Buy a Mexican liability policy online before crossing and print it."),
    ("2024-07-19T22:10:48-07:00", "red bled onto white in the wash quilt how fix", "Don't put it in the dryer - heat can set the dye. Rewash right away in hot water with Synthrapol (or a little Dawn) plus a few Color Catcher sheets, and repeat until the sheets come out white. Let it air dry."),
    ("2024-08-30T06:55:21-07:00", "what does ANOC mean medicare", "Annual Notice of Change: the letter plans send by September 30 listing next year's changes in premiums, costs and covered drugs."),
    ("2024-09-03T17:12:40-07:00", "when does monsoon officially end arizona", "The National Weather Service defines monsoon season as June 15 through September 30."),
    ("2024-10-05T10:44:18-07:00", "do I need a TPT license to sell at a craft fair in AZ", "Generally yes, if you make regular sales. Arizona requires a Transaction Privilege Tax license; some events collect it for vendors, so ask the organizer."),
    ("2024-10-19T19:03:57-07:00", "medicare open enrollment 2024 dates", "October 15 through December 7, 2024. Changes take effect January 1, 2025."),
    ("2024-11-09T14:26:31-07:00", "20 lb turkey how long to thaw in fridge", "About 4 to 5 days (24 hours per 4-5 pounds)."),
    ("2024-11-14T17:38:06-07:00", "knees wrecked after cpr class ice or heat", "Ice for the first day or two for soreness/swelling, 15-20 minutes at a time. Heat later for stiffness."),
    ("2024-11-17T09:20:44-07:00", "how to say pinning ceremony in spanish", "\"Ceremonia de imposición de pines\" is commonly used for nursing pinning ceremonies."),
]
OUT["chats/quick-questions.jsonl"] = "".join(
    json.dumps({"ts": ts, "q": q, "a": a, "source": "phone"}, ensure_ascii=False) + "\n"
    for ts, q, a in QQ).encode("utf-8")

# ================================================================== CSV
SALES = """date,event,item,category,price,paid_via,notes
03/23/2024,Mesquite Spring Makers Market,Desert Sunset,queen,325.00,Square,sold first hour - too cheap (Bev)
03/23/2024,Mesquite Spring Makers Market,Cactus Flower,throw,160.00,cash,
03/23/2024,Mesquite Spring Makers Market,baby quilt - ducks,baby,85.00,Square,
03/23/2024,Mesquite Spring Makers Market,baby quilt - stars,baby,85.00,Square,grandma from Green Valley
03/23/2024,Mesquite Spring Makers Market,table runners x3,runner,105.00,cash,3 @ 35
03/23/2024,Mesquite Spring Makers Market,mug rugs x9,mug rug,68.00,cash,"4 pairs @ 2/$15 + 1"
03/23/2024,Mesquite Spring Makers Market,pot holders x2 pr,potholder,20.00,cash,
04/15/2024,Etsy,table runner - turquoise,runner,35.00,Etsy,+ shipping $9
04/30/2024,gift,baby quilt for Mari's godson,baby,0.00,gift,baptism gift - no charge
05/11/2024,Mother's Day pop-up (Bev's studio),Sonoran Sunrise,throw,160.00,Square,
05/11/2024,Mother's Day pop-up (Bev's studio),mug rugs x6,mug rug,45.00,cash,
06/20/2024,custom order,memory quilt (T-shirts),throw,240.00,Zelle,"deposit $120 in May, balance 6/20"
08/09/2024,word of mouth,Lil Saguaros,baby,85.00,Venmo,coworker Sandy (office)
08/24/2024,custom order,Ocean Waves,queen,350.00,Zelle,first sale at the new queen price
09/14/2024,Etsy,mug rugs x4,mug rug,30.00,Etsy,
09/28/2024,guild sale table,table runners x2,runner,70.00,cash,
10/12/2024,Etsy,Monsoon,throw,160.00,Etsy,last one at old throw price
10/19/2024,San Miguel parish bazaar,pot holders x5 pr,potholder,50.00,cash,
11/02/2024,Etsy,baby quilt - moons,baby,85.00,Etsy,
11/09/2024,custom order,wedding quilt (Lupita),queen,150.00,Zelle,"deposit only; balance at delivery in Feb"
"""
OUT["csv/quilt-sales-2024.csv"] = SALES.encode("utf-8")

PAPA = """date,payee,category,amount,paid_from,notes
01/10/2024,Saguaro Vista HOA,HOA dues,165.00,Papa checking,Q1 - bill pay
01/15/2024,Sunridge Pharmacy,Rx copay,47.00,Papa checking,Eliquis 30-day
01/31/2024,Copper State Rx,Part D premium,38.40,Papa checking,autopay monthly (only logging Jan)
01/31/2024,Sentinel Mutual,Medigap Plan G premium,187.20,Papa checking,autopay monthly (only logging Jan)
02/06/2024,El Dorado Primary Care,PCP annual wellness,0.00,,covered
03/16/2024,yard (cash),yard / HOA notice,145.00,Papa cash,dead shrub out + new Texas ranger
04/05/2024,Saguaro Vista HOA,HOA dues,165.00,Papa checking,Q2
04/16/2024,Sunridge Pharmacy,Rx copay,47.00,Papa checking,Eliquis 30-day
05/16/2024,Tucson Heart Associates,cardiology f/u,0.00,,covered
05/22/2024,ClearSound Hearing Center,hearing aids (pair),3450.00,Jolene Visa,"split 3 ways: Mari paid her 1,150 on 5/22; Ray owes 1,150 (still not paid)"
06/05/2024,ClearSound Hearing Center,2-wk check,0.00,,included in price
07/08/2024,Saguaro Vista HOA,HOA dues,182.00,Papa checking,Q3 - new rate starts
07/17/2024,Sunridge Pharmacy,Rx copay,47.00,Papa checking,Eliquis 30-day
08/06/2024,El Dorado Primary Care,PCP 6-mo,0.00,,covered
09/10/2024,Desert Eye Care,routine eye exam,95.00,Papa checking,not covered by Medicare
09/13/2024,Tanque Verde Family Pharmacy,Rx copay,141.00,Papa checking,first 90-day Eliquis fill (3 x 47)
10/04/2024,Saguaro Vista HOA,HOA dues,182.00,Papa checking,Q4
10/29/2024,Desert Eye Care,new glasses,210.00,Papa checking,progressives
11/11/2024,Tanque Verde Family Pharmacy,OTC + delivery tip,18.50,Papa cash,vit D + Tylenol
"""
OUT["csv/papa-expenses-2024.csv"] = PAPA.encode("utf-8")
