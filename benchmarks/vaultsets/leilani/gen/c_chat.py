"""Chat exports: ChatGPT conversations.json, two plain message logs, a JSONL of quick
questions, and a WhatsApp (Android, US locale) group-chat .txt export."""
import uuid
from datetime import datetime, timedelta, timezone

HST = timezone(timedelta(hours=-10))
NS = uuid.UUID("6f1c2b9e-3c55-4c1e-9d1e-2a7a5b0c0f11")

JSON_FILES = {}
JSONL_FILES = {}
TEXT_FILES = {}


def epoch(y, mo, d, h, mi, s=0, frac=0.0):
    return round(datetime(y, mo, d, h, mi, s, tzinfo=HST).timestamp() + frac, 6)


def uid(*parts):
    return str(uuid.uuid5(NS, "/".join(str(p) for p in parts)))


# ------------------------------------------------------------------ ChatGPT export
def conversation(key, title, t0, turns, current):
    """turns: list of (node_key, parent_key, role, text, seconds_after_t0)."""
    root = uid(key, "root")
    sysn = uid(key, "system")
    mapping = {
        root: {"id": root, "message": None, "parent": None, "children": [sysn]},
        sysn: {"id": sysn, "message": {
            "id": sysn, "author": {"role": "system", "name": None, "metadata": {}},
            "create_time": None, "update_time": None,
            "content": {"content_type": "text", "parts": [""]},
            "status": "finished_successfully", "end_turn": True, "weight": 0.0,
            "metadata": {"is_visually_hidden_from_conversation": True},
            "recipient": "all", "channel": None},
            "parent": root, "children": []},
    }
    ids = {"system": sysn}
    for nk, pk, role, text, dt in turns:
        nid = uid(key, nk)
        ids[nk] = nid
        parent = ids[pk]
        msg = {
            "id": nid,
            "author": {"role": role, "name": None, "metadata": {}},
            "create_time": round(t0 + dt, 6),
            "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully",
            "end_turn": True if role == "assistant" else None,
            "weight": 1.0,
            "metadata": ({"model_slug": "gpt-4o", "finish_details": {"type": "stop"}}
                         if role == "assistant" else {}),
            "recipient": "all", "channel": None,
        }
        mapping[nid] = {"id": nid, "message": msg, "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)
    last_t = max(t for *_, t in turns)
    return {
        "title": title,
        "create_time": t0,
        "update_time": round(t0 + last_t + 2.5, 6),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": ids[current],
        "plugin_ids": None,
        "conversation_id": uid(key, "conv"),
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": uid(key, "conv"),
    }


CONV_PERDIEM = conversation(
    "perdiem", "Per diem total formula", epoch(2025, 8, 14, 20, 31, 7, 0.482113), [
        ("u1", "system", "user",
         "I have a Google Sheet for a research cruise budget. Column A is the person, B is the date they board, C is the date they get off, D is their per diem rate. How do I get the total per diem for everyone? Boarding and leaving days both count.", 0),
        ("a1", "u1", "assistant",
         "Add a helper column for days, counting both ends:\n\nE2: `=C2-B2+1`\n\nThen the per-person total:\n\nF2: `=E2*D2`\n\nFill both down and put `=SUM(F2:F6)` at the bottom. Format E as a number (not a date) or it'll show something like 1/12/1900.", 14.2),
        ("u2a", "a1", "user", "can I skip the extra columns", 61.0),
        ("a2a", "u2a", "assistant",
         "Yes. In Google Sheets: `=ARRAYFORMULA(SUM((C2:C6-B2:B6+1)*D2:D6))`. In older Excel you'd confirm the same SUM with Ctrl+Shift+Enter.", 70.4),
        ("u2b", "a1", "user",
         "can I do it in one cell without helper columns? it has to work in both Google Sheets and Excel because our fiscal officer only uses Excel", 95.0),
        ("a2b", "u2b", "assistant",
         "Use SUMPRODUCT — it multiplies arrays natively in both Sheets and Excel, no array-entry needed:\n\n`=SUMPRODUCT((C2:C6-B2:B6+1)*D2:D6)`\n\nSanity check with your numbers: 4 people × 12 days × $62 = $2,976. If someone is shore-side and shouldn't get per diem, leave their rate blank or 0 and they drop out of the total.", 104.9),
        ("u3", "a2b", "user", "perfect. and if the rate changes partway through the cruise?", 180.3),
        ("a3", "u3", "assistant",
         "Split each person's days at the change date. Put the change date in a cell, say H1, the old rate in H2 and the new rate in H3:\n\n`=SUMPRODUCT((MIN(C2,H1-1)-B2+1>0)*(MIN(C2,H1-1)-B2+1)*H2) + SUMPRODUCT((C2-MAX(B2,H1)+1>0)*(C2-MAX(B2,H1)+1)*H3)`\n\nThat's per row; fill down and sum. Simpler in practice: if the whole cruise is after the change date, just update the rate column and the one-cell SUMPRODUCT still works.", 191.7),
    ], current="a3")

CONV_DECK = conversation(
    "deck", "Ipe vs composite decking, rainy climate", epoch(2025, 10, 5, 21, 12, 40, 0.118204), [
        ("u1", "system", "user",
         "I live in Hilo, Hawaii (~130 inches of rain a year). My contractor quoted ipe for a lanai rebuild in July and I said yes, but now the price jumped a lot. Mostly covered lanai, some sun in the afternoon. My teenager walks around barefoot. Pros/cons ipe vs composite for this?", 0),
        ("a1", "u1", "assistant",
         "Short version for a wet, partly sunny lanai:\n\n**Ipe**\n- Extremely dense and rot-resistant; handles constant moisture well\n- Real wood look; weathers to silver if you don't oil it\n- Needs oiling yearly if you want to keep the color\n- Can splinter at cut ends and edges, which matters with bare feet\n- Price and lead time swing a lot with supply\n\n**Composite (capped)**\n- No oiling; rinse + occasional mildew wash in humid climates\n- No splinters\n- Darker colors get hot in direct sun; lighter grays stay noticeably cooler\n- Can look 'plastic' up close, and some people hate that\n- Needs correct joist spacing and ventilation underneath\n\nFor a barefoot household in a rainy climate, many people end up preferring a light-colored capped composite. If the wood look matters most to you, ipe is still a great deck — just budget for the upkeep.", 18.6),
        ("u2", "a1", "user",
         "leaning composite but I feel like a hypocrite. I gave everyone a speech about real wood and no plastic", 140.2),
        ("a2", "u2", "assistant",
         "You're allowed to update a decision when the facts change — the price and lead time changed, and you've thought harder about who actually uses the space. That's not hypocrisy, that's just information. If it helps, ask the contractor for samples of two light colors and stand on them barefoot at noon.", 151.0),
    ], current="a2")

CONV_BLEACH = conversation(
    "bleach", "Coral heat stress levels explained", epoch(2025, 10, 30, 19, 45, 2, 0.730551), [
        ("u1", "system", "user",
         "quick refresher for a volunteer training: what are degree heating weeks and what do the heat stress levels mean? keep it simple, these are community volunteers", 0),
        ("a1", "u1", "assistant",
         "**Degree heating weeks (DHW)** add up how much and how long the water has been hotter than the warmest normal month. 1 °C above that for 1 week = 1 DHW; 2 °C above for 2 weeks = 4 DHW.\n\nThe stress levels, from low to high:\n1. **No stress** — normal temperatures\n2. **Watch** — water is warming above normal\n3. **Warning** — heat is starting to accumulate; paling possible\n4. **Alert Level 1** (around 4 DHW) — significant bleaching likely\n5. **Alert Level 2** (around 8 DHW) — severe bleaching and some coral death likely\n\nFor volunteers: 'pale' isn't 'dead'. Bleached coral is still alive and can recover if the water cools in time. That's why repeat surveys on the same transects matter.", 12.3),
        ("u2", "a1", "user", "can you turn that into 3 bullet points for a slide", 75.0),
        ("a2", "u2", "assistant",
         "- DHW = how hot, for how long. More DHW = more stress.\n- Watch → Warning → Alert 1 → Alert 2: each step means more bleaching is likely.\n- Bleached ≠ dead. Keep surveying the same spots to track recovery.", 81.9),
    ], current="a2")

CONV_GIFT = conversation(
    "gift", "Gift ideas: mom's 70th", epoch(2025, 12, 1, 21, 3, 55, 0.064470), [
        ("u1", "system", "user",
         "My mom turns 70 in March. Hawaiian, in Hilo, loves her garden and her church, hates fuss and hates being the center of attention. Ideas under $300 from me (my siblings are doing the party)?", 0),
        ("a1", "u1", "assistant",
         "A few that fit 'meaningful, not fussy':\n- A hand-turned koa bowl from a local woodworker — something she'll use and keep\n- A photo book of family pictures (scan old albums; add captions in her words if you can get her talking)\n- A garden upgrade: a good kneeling bench, or a native plant she's wanted\n- A recorded 'talk story' afternoon — you interview her about her mother and childhood, then give her (and the family) the recording\n- A standing monthly lunch date with you for the year", 9.8),
        ("u2", "a1", "user", "she would hate a spa day lol. the koa bowl idea is good, there's a gallery in Volcano", 66.0),
        ("a2", "u2", "assistant",
         "Koa bowl it is, then. Tip: pick one with visible curl or figure in the grain and ask the gallery for the maker's card — a note about who made it and where the tree came from makes it feel personal.", 72.1),
    ], current="a2")

JSON_FILES["chats/chatgpt/conversations.json"] = [CONV_GIFT, CONV_BLEACH, CONV_DECK, CONV_PERDIEM]


# ------------------------------------------------------------------ plain message logs
JSON_FILES["chats/assistant/2026-01-08_teen-driving.json"] = [
    {"role": "user", "timestamp": "2026-01-08T20:14:03-10:00",
     "content": "My son turns 15 and a half in February (we're in Hawaii). What does he need for a learner's permit, and how much supervised driving before he can get a provisional license?"},
    {"role": "assistant", "timestamp": "2026-01-08T20:14:19-10:00",
     "content": "In Hawaiʻi, here's the usual path (double-check with your county's driver licensing office, rules get updated):\n\n1. **Instruction (learner) permit at 15½** — pass the written knowledge test and vision screening. Bring proof of identity (certified birth certificate or passport), Social Security card, two proofs of Hawaiʻi residence, and a parent to sign.\n2. **Hold the permit at least 180 days.**\n3. **Supervised driving:** at least 50 hours with a licensed driver 21 or older, including 10 hours at night. Keep a log — it's much easier as you go than reconstructing it later.\n4. **Driver education:** classroom plus behind-the-wheel instruction from a state-certified driver education provider.\n5. **Provisional license at 16** after the road test, with passenger and nighttime limits at first."},
    {"role": "user", "timestamp": "2026-01-08T20:17:40-10:00",
     "content": "His dad wants the cheaper online class, I want an in-person course with a real instructor. Which is better?"},
    {"role": "assistant", "timestamp": "2026-01-08T20:17:58-10:00",
     "content": "Either can work if the provider is state-certified — that's the first thing to check. Online classroom modules are convenient and cheaper; an in-person program usually gives more structured behind-the-wheel time with a professional, which many parents value for a first-time driver. A common compromise: certified course with in-person driving lessons, and both parents sharing the 50 logged hours. Decide together and write down who covers what."},
    {"role": "user", "timestamp": "2026-01-08T20:21:12-10:00",
     "content": "ok. we'll decide this weekend. also is it normal that I'm more nervous than he is"},
    {"role": "assistant", "timestamp": "2026-01-08T20:21:25-10:00",
     "content": "Completely normal. He's imagining freedom; you're imagining every intersection in town. Starting in empty parking lots on Sunday mornings helps both of you."},
]

JSON_FILES["chats/assistant/2025-11-02_reef-volunteer-welcome-draft.json"] = [
    {"role": "user", "timestamp": "2025-11-02T07:02:44-10:00",
     "content": "Help me draft a short welcome email for new Hilo Reef Keepers volunteers. Keep it short. No exclamation points, I hate them, and don't say 'reach out' or 'just circling back'."},
    {"role": "assistant", "timestamp": "2025-11-02T07:03:01-10:00",
     "content": "Subject: Welcome to Hilo Reef Keepers\n\nAloha and welcome. We survey two reefs in Hilo once a month, on the second Saturday morning. You don't need experience, just comfort snorkeling in 2–5 m of water.\n\nWhat to bring: mask, fins, snorkel, reef-safe sunscreen, water, and a snack. We provide slates, tapes and datasheets.\n\nYour first time, you'll be paired with a team lead who will show you the datasheet and the site. Questions go to the coordinator.\n\nSee you in the water."},
    {"role": "user", "timestamp": "2025-11-02T07:06:30-10:00",
     "content": "good but too formal, we're a beach group. also say the meeting spot is the Richardson pavilion and that there's a new policy for teenagers coming after the vote"},
    {"role": "assistant", "timestamp": "2025-11-02T07:06:49-10:00",
     "content": "Subject: You're in — Hilo Reef Keepers\n\nAloha, and welcome to the crew.\n\nWe survey Richardson and Leleiwi once a month, second Saturday, early. Meet at the Richardson pavilion; the lead will sort teams there.\n\nBring mask, fins, snorkel, reef-safe sunscreen, water and something to eat. We've got the slates, tapes and datasheets.\n\nFirst time out you'll shadow a team lead. Bringing a teenager? The group is voting on a new policy for younger volunteers this month, so check with us first.\n\nSee you at the pavilion."},
]


# ------------------------------------------------------------------ JSONL quick questions
JSONL_FILES["chats/quick-questions.jsonl"] = [
    {"ts": "2025-06-18T06:02:11-10:00", "q": "27.8 C to F", "a": "27.8 °C ≈ 82.0 °F"},
    {"ts": "2025-07-09T21:40:55-10:00", "q": "is kalo the same as taro", "a": "Yes — kalo is the Hawaiian name for taro (Colocasia esculenta)."},
    {"ts": "2025-08-03T13:15:20-10:00", "q": "how much does an AL80 tank weigh empty", "a": "Roughly 31–35 lb depending on the manufacturer; it gets slightly positive when nearly empty."},
    {"ts": "2025-08-30T08:22:47-10:00", "q": "how to say happy birthday in hawaiian", "a": "Hauʻoli lā hānau."},
    {"ts": "2025-09-16T19:03:31-10:00", "q": "coefficient of variation formula sheets", "a": "=STDEV(A2:A20)/AVERAGE(A2:A20) — format as a percent."},
    {"ts": "2025-10-24T22:10:02-10:00", "q": "montipora capitata vs patula underwater how to tell", "a": "M. capitata often forms plates or branching knobs with small, immersed corallites; M. patula is usually encrusting to plating with more visible verrucae (bumps). Photos plus a close-up of the surface texture help; when unsure, record genus only."},
    {"ts": "2025-12-11T07:48:36-10:00", "q": "mildew on composite deck what cleaner", "a": "A deck cleaner labeled safe for capped composite, or diluted oxygen bleach (sodium percarbonate) with a soft brush, then rinse. Avoid chlorine bleach and pressure washers close to the surface."},
    {"ts": "2026-01-09T05:48:12-10:00", "q": "water's 24C at leleiwi in jan. everyone says a 3mm is fine but I run cold and honestly I'd rather be too warm than cold, I always end up in my 5mm. is a 5mm overkill for a 90 min snorkel transect?", "a": "Not overkill. At 24 °C, 90 minutes of slow, mostly still work is exactly when people get chilled, and being cold makes you rush the datasheet. A 5mm (or a 3mm plus a hooded vest) is reasonable; you'll need a bit more weight if you're freediving down to the transect."},
    {"ts": "2026-01-22T20:31:09-10:00", "q": "11 inches of rain in mm", "a": "11 in ≈ 279 mm"},
    {"ts": "2026-02-05T06:55:40-10:00", "q": "dog safe mosquito repellent", "a": "Look for products labeled for dogs; avoid DEET and essential-oil blends with tea tree or pennyroyal. Ask your vet if she's on flea/tick meds already."},
    {"ts": "2026-03-03T12:12:18-10:00", "q": "half sheet cake serves how many", "a": "About 36–40 party-size pieces (2×3 in) or ~24 generous ones."},
    {"ts": "2026-03-15T21:44:27-10:00", "q": "what do i need to ship formalin by air", "a": "Don't, if you can avoid it — 10% formalin is regulated for air transport and needs proper packaging, labels, and a trained shipper. Check with your institution's EH&S; ground or sea freight, or buying locally, is usually easier."},
]


# ------------------------------------------------------------------ WhatsApp export
NNBSP = "\u202f"
WA_SCRIPT = """
10/4/25 6:02 PM|*|Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them. Learn more.
10/4/25 6:02 PM|*|Malia created group "Kahale Ohana"
10/4/25 6:02 PM|*|Malia added you
10/4/25 6:02 PM|*|Malia added Kawika
10/4/25 6:02 PM|*|Malia added Aunty Pua
10/4/25 6:03 PM|*|Malia added Noe
10/4/25 6:04 PM|Malia|Ok ohana. Mom's 70th!! March 30 is a Monday so party on the Saturday before?? Mom is NOT in this group (yet) so speak freely
10/4/25 6:09 PM|Kawika|Can do at my place in Kona, plenty room. I'll borrow the tent from church
10/4/25 6:10 PM|Aunty Pua|👍🏽
10/4/25 6:15 PM|Leilani|Kona works for me but Mom hates driving the saddle at night. And half the aunties don't drive anymore
10/4/25 6:16 PM|Malia|I vote Hilo
10/4/25 6:16 PM|Malia|Sorry Kawika
10/4/25 6:20 PM|Kawika|😂 whatevahs. we see
10/4/25 7:02 PM|Noe|I can do decorations!!
  Also can I bring Jordan
10/4/25 7:05 PM|Aunty Pua|Who is Jordan
10/4/25 7:05 PM|Noe|🙈
10/11/25 8:40 AM|Leilani|<Media omitted>
10/11/25 8:41 AM|Leilani|Reef survey this morning, Keoni came to watch from the beach (not allowed in the water with us yet lol)
10/11/25 9:12 AM|Aunty Pua|So cute. He look just like your Papa in that hat
10/11/25 9:30 AM|*|Malia added Keoni
10/11/25 9:31 AM|Keoni|why am i in this
10/11/25 9:31 AM|Malia|Because you're ohana. Don't tell Tutu about the party
10/11/25 9:32 AM|Keoni|👍
11/2/25 5:30 PM|Kawika|Thanksgiving at my place, same as last year. Imu going in at 5am. Need bodies to help dig
11/2/25 5:41 PM|Leilani|We're in. I'll bring the sweet potato haupia pie + ice
11/2/25 5:45 PM|Malia|Flying in Wed night. Lei can I crash with you
11/2/25 5:46 PM|Leilani|Always. Poi will sleep on you, fair warning
11/27/25 9:10 PM|Kawika|<Media omitted>
11/27/25 9:10 PM|Kawika|<Media omitted>
11/27/25 9:11 PM|Kawika|Imu was little bit cold this year 🙃 turkey #2 in the oven lol
11/27/25 9:30 PM|Aunty Pua|Best Thanksgiving. Mahalo Kawika and Leah ❤️
12/14/25 5:20 PM|Malia|Roofer came to Mom's today. Of course he wants to do a roof-over. I told him tear-off.
  He found something else bad too. Lei I'm forwarding you his quote tonight, read it before Sunday dinner pls
12/14/25 5:24 PM|Kawika|Roof-over is fine, Uncle Sam did his and no problems
12/14/25 5:24 PM|Malia|NO
12/14/25 5:25 PM|Malia|Kawika, NO.
12/14/25 5:31 PM|Leilani|Will read it tonight. We'll go look Sunday
12/21/25 8:02 PM|Leilani|Looked at Mom's roof with Kawika today. Malia was right (don't let it go to your head)
12/21/25 8:03 PM|Malia|💅🏽
1/9/26 7:15 PM|Aunty Pua|Ok I called Wailoa. The big pavilion is free on the 28th, I booked it under my name, $50 deposit. Hilo it is unless somebody like fight me
1/9/26 7:18 PM|Malia|YES
1/9/26 7:20 PM|Kawika|Fine fine. Less cleanup for me 😂 I'll bring tables + the tent anyway
1/9/26 7:31 PM|Leilani|Perfect. Mom won't have to drive at all
1/12/26 6:45 PM|Aunty Pua|Also — Clyde say he going do the imu for the party. Kalua pig and laulau. We just buy the pig and the ti leaf
1/12/26 6:52 PM|Leilani|Uncle Clyde doing the pig?? Amazing. That's the whole party right there
1/12/26 6:53 PM|Kawika|Uncle Clyde's pig is better than mine, I can admit it
1/12/26 7:10 PM|Leilani|I'll do the cake. Lehua Bakery, the chocolate haupia like her 60th
1/12/26 7:11 PM|Malia|❤️
1/20/26 9:02 PM|*|Malia added Mom
1/20/26 9:03 PM|Mom|Hello everybody
1/20/26 9:03 PM|Mom|Why is this group called ohana when it's only some of the ohana
1/20/26 9:05 PM|Malia|Mom we were planning something
1/20/26 9:06 PM|Mom|I know you are planning my party. No fuss please
1/20/26 9:06 PM|Kawika|😂😂😂
1/20/26 9:10 PM|Aunty Pua|Too late Luana
2/3/26 6:30 PM|Leilani|<Media omitted>
2/3/26 6:31 PM|Leilani|Lanai fan is IN. Sitting under it like a queen
2/3/26 6:40 PM|Mom|Beautiful. Now you need plants
2/3/26 6:41 PM|Aunty Pua|I get cuttings for you from my yard 🌱
2/15/26 10:05 AM|Noe|Lei what's the wifi at your place again? For when I'm house sitting in April
2/15/26 10:20 AM|Leilani|It's new, I changed it in Jan. It'll be on the sheet I'm making you. Don't use the sticky note on the fridge, that one's old
2/15/26 10:21 AM|Noe|A SHEET 😂 ok
2/15/26 10:22 AM|Leilani|You'll thank me
2/21/26 12:30 PM|Keoni|im 15 and a half today
2/21/26 12:30 PM|Keoni|just saying
2/21/26 12:33 PM|Kawika|Oh no. Lock up the trucks
2/21/26 12:35 PM|Mom|Drive slow Keoni
2/21/26 12:36 PM|Keoni|i dont even have my permit yet tutu
2/21/26 1:02 PM|Malia|This message was deleted
3/2/26 7:45 PM|Malia|Ok party logistics:
  - 4pm start, the pavilion
  - Uncle Clyde: pig + laulau (imu Friday night)
  - Kawika: tables, tent, coolers
  - Aunty Pua: pavilion key + rice
  - Lei: cake + flowers
  - Noe: decorations
  - Me: everything else apparently
3/2/26 7:50 PM|Leilani|Yes 4pm Sat 3/28. I'll get the pīkake lei too
3/2/26 7:51 PM|Noe|Decorations theme = ocean 🌊🐠
3/2/26 7:52 PM|Mom|I can see this you know
3/2/26 7:52 PM|Mom|No fuss
3/2/26 7:53 PM|Aunty Pua|Luana we ignore you with love
3/10/26 8:15 PM|Keoni|mom did you find my ss card
3/10/26 8:40 PM|Leilani|Not yet. It's in the blue folder or at your dad's, I'm 60/40
3/17/26 9:12 PM|Malia|Lei did you order the cake yet??
3/17/26 9:30 PM|Leilani|Not yet 😬 This week, I swear
3/17/26 9:31 PM|Malia|LEILANI
3/17/26 9:31 PM|Kawika|😂
3/18/26 6:05 AM|Aunty Pua|Call them today. Lehua get busy before graduation season
3/18/26 7:40 AM|Leilani|Calling at lunch. Promise <This message was edited>
3/19/26 5:02 PM|Malia|I land Friday 1:35. Who's getting me?
3/19/26 5:10 PM|Kawika|Me. Bring the chili from Honolulu or don't come
3/19/26 5:11 PM|Malia|🙄 fine
"""


def whatsapp(script):
    out = []
    for raw in script.strip("\n").split("\n"):
        if raw.startswith("  "):
            out.append(raw[2:])
            continue
        stamp, who, text = raw.split("|", 2)
        date, hm, ampm = stamp.split(" ")
        prefix = "%s, %s%s%s - " % (date, hm, NNBSP, ampm)
        out.append(prefix + (text if who == "*" else "%s: %s" % (who, text)))
    return "\n".join(out) + "\n"


TEXT_FILES["chats/whatsapp/WhatsApp Chat with Kahale Ohana.txt"] = whatsapp(WA_SCRIPT)
