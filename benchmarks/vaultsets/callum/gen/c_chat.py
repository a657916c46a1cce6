# -*- coding: utf-8 -*-
"""Assistant chat exports: ChatGPT-style conversations.json, a plain messages
JSON file and a JSONL file of quick questions."""
import calendar
import datetime as dt
import hashlib
import json
import uuid


def _uuid(seed):
    return str(uuid.UUID(hashlib.md5(seed.encode("utf-8")).hexdigest()))


def _epoch(s):
    return calendar.timegm(dt.datetime.strptime(s, "%Y-%m-%d %H:%M:%S").timetuple())


def conversation(seed, title, start, nodes):
    """nodes: list of (key, parent_key, role, text, seconds_after_start)."""
    t0 = _epoch(start)
    mapping = {}
    root_id = "client-created-root"
    mapping[root_id] = {"id": root_id, "message": None, "parent": None, "children": []}
    sys_id = _uuid(seed + "/system")
    mapping[sys_id] = {
        "id": sys_id,
        "message": {
            "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
            "create_time": None, "update_time": None,
            "content": {"content_type": "text", "parts": [""]},
            "status": "finished_successfully", "end_turn": True, "weight": 0.0,
            "metadata": {"is_visually_hidden_from_conversation": True},
            "recipient": "all", "channel": None},
        "parent": root_id, "children": []}
    mapping[root_id]["children"].append(sys_id)
    ids = {None: sys_id}
    last = sys_id
    t_last = t0
    for key, parent, role, text, dsec in nodes:
        nid = _uuid(seed + "/" + key)
        ids[key] = nid
        pid = ids[parent]
        ct = t0 + dsec + 0.123456
        t_last = max(t_last, ct)
        meta = {}
        if role == "assistant":
            meta = {"model_slug": "gpt-4o", "default_model_slug": "gpt-4o",
                    "parent_id": pid, "finish_details": {"type": "stop", "stop_tokens": [200002]}}
        mapping[nid] = {
            "id": nid,
            "message": {
                "id": nid, "author": {"role": role, "name": None, "metadata": {}},
                "create_time": ct, "update_time": None,
                "content": {"content_type": "text", "parts": [text]},
                "status": "finished_successfully",
                "end_turn": True if role == "assistant" else None,
                "weight": 1.0, "metadata": meta, "recipient": "all", "channel": None},
            "parent": pid, "children": []}
        mapping[pid]["children"].append(nid)
        last = nid
    cid = _uuid(seed + "/conversation")
    return {
        "title": title, "create_time": t0 + 0.5, "update_time": t_last + 1.0,
        "mapping": mapping, "moderation_results": [], "current_node": last,
        "plugin_ids": None, "conversation_id": cid, "conversation_template_id": None,
        "gizmo_id": None, "gizmo_type": None, "is_archived": False, "is_starred": None,
        "safe_urls": [], "default_model_slug": "gpt-4o", "conversation_origin": None,
        "voice": None, "async_status": None, "id": cid}


CONVS = []

CONVS.append(conversation("septic", "Septic tank smell after heavy rain", "2024-03-06 21:10:00", [
    ("u1", None, "user", "Septic tank question. Rural stone cottage in Argyll, two-chamber tank about 2800 litres, discharges to a soakaway in the field below the house. After very heavy rain there's a faint sewage smell near the bottom of the field. Is that the soakaway failing? Not sure when it was last emptied – the previous owner thinks May last year.", 0),
    ("a1", "u1", "assistant", "A faint smell at the soakaway end after very heavy rain isn't unusual and doesn't necessarily mean failure, but it's worth checking. Likely causes:\n\n1. **Saturated ground** – after prolonged rain the soakaway can't drain as fast, so effluent sits closer to the surface for a while. If the smell goes when it dries out, this is the most likely.\n2. **Solids carry-over** – if the tank is overdue an empty, solids can pass into the soakaway and start to clog it. That's the one you want to avoid: a clogged soakaway is expensive to replace.\n3. **Damaged or missing outlet baffle/T-piece** – lets scum and solids out.\n4. **Surface water getting into the tank** (e.g. a downpipe or yard drain connected to it) and flushing it through.\n\nWhat I'd do: get it emptied soon if it's approaching a year, and ask the contractor to check the outlet baffle and look at the soakaway outlet while they're there. Make sure no roof water goes into the system. And watch for the warning signs of a failing soakaway: slow drains in the house, lush green or soggy patches over the soakaway in dry weather, or a persistent smell.", 40),
    ("u2", "a1", "user", "OK. There's a downpipe at the back I'm not sure about. And what should I not be putting down the loo? Kids are here half the week.", 300),
    ("a2", "u2", "assistant", "Good instinct to check the downpipe – pour a bucket of water with a bit of food dye into it and then lift the tank lid to see if it arrives.\n\nFor a septic system, the short list is:\n- **Only toilet paper** down the toilet. No wet wipes (including 'flushable' ones), cotton buds, sanitary products, nappies or dental floss.\n- **Go easy on bleach and strong disinfectants** – they kill the bacteria that do the work. Occasional normal use is fine; daily bleach tablets in the cistern are not.\n- **No fats, oils or grease** down the sink.\n- **Spread out laundry** rather than doing five loads on a Sunday – big surges of water can push solids through.\n- Avoid 'tank additives' – most are unnecessary.\n\nA laminated note on the back of the toilet door works wonders with kids (and guests).", 360),
]))

CONVS.append(conversation("abstract", "KELPLINK lay summary", "2024-10-25 20:02:00", [
    ("u1", None, "user", "Can you tighten this abstract to 200 words? KELPLINK brings together kelp ecologists in Scotland and Norway to ask why Laminaria hyperborea forests are collapsing into sea urchin barrens at some sites on the North Sea rim but not others, and whether connectivity between populations determines recovery. WP1 uses population genomics... WP2 models spore dispersal... WP3 combines long-term diver surveys at paired barren and forest sites with urchin removal experiments... WP4 works with harbour trusts, fishers and regulators to turn results into management.", 0),
    ("a1", "u1", "assistant", "Here's a tightened version (198 words):\n\nKelp forests of *Laminaria hyperborea* are among the most productive habitats on North Atlantic coasts, yet at some sites in Scotland and Norway they are collapsing into sea urchin barrens while neighbouring forests persist. KELPLINK asks why – and whether the connections between kelp populations determine which sites recover...", 45),
    # edited branch: the user rewrote the first prompt (sibling of u1)
    ("u1b", None, "user", "Can you tighten this abstract to 150 words and make it less jargony – it's for the lay summary box, not the science case? KELPLINK brings together kelp ecologists in Scotland and Norway to ask why Laminaria hyperborea forests are collapsing into sea urchin barrens at some sites on the North Sea rim but not others, and whether connectivity between populations determines recovery. WP1 uses population genomics... WP2 models spore dispersal... WP3 combines long-term diver surveys at paired barren and forest sites with urchin removal experiments... WP4 works with harbour trusts, fishers and regulators.", 120),
    ("a1b", "u1b", "assistant", "Lay summary (148 words):\n\nUnderwater kelp forests are the rainforests of our coasts – they shelter fish, protect shorelines from storms and store carbon. In parts of Scotland and Norway some of these forests have vanished in just a few years, eaten down to bare rock by sea urchins, while forests only a few miles away are still healthy.\n\nKELPLINK will find out why. Scientists in both countries will compare the two coasts: tracing how kelp populations are linked by the drifting spores they release, counting urchins and kelp at the same sites year after year, and testing whether removing urchins from small patches lets the forest grow back.\n\nWe will work with harbour trusts, fishers and regulators from the start, so that what we learn can be used to protect and restore kelp forests on both sides of the North Sea.", 170),
    ("u2", "a1b", "user", "Good. Swap 'both sides of the North Sea' for 'the coasts of Scotland and Norway' – Ingrid says the Norwegian sites are mostly on the Norwegian Sea side.", 400),
    ("a2", "u2", "assistant", "Done – final line now reads: \"…so that what we learn can be used to protect and restore kelp forests on the coasts of Scotland and Norway.\" Word count is 149.", 420),
]))

CONVS.append(conversation("firewood", "Firewood for a small stove", "2024-11-24 19:45:00", [
    ("u1", None, "user", "Just had a new 5kW stove fitted in an old stone cottage. I can get birch, ash, sitka spruce offcuts from a sawmill, and some larch. Honestly I much prefer birch – it lights easily, smells lovely and the bark's a brilliant firelighter – and I'd rather not burn the spruce at all, it spits like mad and the old open fire was always black with it. What's your ranking and how dry does it need to be?", 0),
    ("a1", "u1", "assistant", "Your instincts are good. Rough ranking for a small modern stove, assuming everything is properly seasoned:\n\n1. **Ash** – the classic; burns well, steady heat, low spitting. Seasons fastest of the hardwoods.\n2. **Birch** – lights easily, bright hot flame, lovely smell. Burns a bit faster than ash so you'll use more, but a great all-rounder (and yes, the bark makes excellent kindling).\n3. **Larch** – the best of the softwoods: dense for a conifer, good heat, but it can spit, so keep the door shut.\n4. **Sitka spruce** – low density, burns fast, spits and pops. Fine as kindling if very dry, not as a main fuel.\n\nMoisture: under **20%** (ideally 15–18%) measured on a freshly split face, not the outside of the log. Wet wood is the main cause of tarred liners, dirty glass and chimney fires.", 50),
    ("u2", "a1", "user", "Birch it is then, mostly, with ash when I can get it. How long does birch take to season if I split it now?", 240),
    ("a2", "u2", "assistant", "Split, stacked off the ground, top covered but sides open to the wind: birch typically needs **about 12 months** in the west of Scotland's climate – sometimes a bit less if it's split small and gets a breezy summer. Birch rots quite quickly if it's left in the round, so split it soon. Ash can be ready in 9–12 months. Check with a moisture meter before you burn it; for this winter, buy in kiln-dried logs to tide you over.", 270),
]))

# ------------------------------------------------------------------ plain messages JSON
BERGEN_CHAT = [
    {"role": "user", "content": "I need to get from Oban to Bergen for a work workshop in early March – originally February but it's moved. What are my options? I'd much rather fly direct from Edinburgh even if it costs a bit more. I can't stand connecting through Schiphol – last time I had a 50-minute connection, missed it, and my bag with the dive computer went to Oslo instead of Bergen.", "timestamp": "2025-01-15T21:12:04Z"},
    {"role": "assistant", "content": "Understood – direct it is, if the schedule allows. Options from Oban:\n\n1. **Edinburgh → Bergen direct.** There are direct flights several days a week in winter (about 1h45). Oban to Edinburgh airport is roughly 3h by car, or train via Glasgow plus tram. If the flight is late morning you can do it on the day; otherwise stay at the airport the night before.\n2. **Aberdeen → Bergen direct.** Also runs some days a week; Oban to Aberdeen is a long drive (4.5h+), so only worth it if the Edinburgh days don't fit.\n3. **Via Amsterdam or Copenhagen** – more frequent and sometimes cheaper, but you've ruled that out, and in winter the short connections are a real risk with checked dive kit.\n\nThere is currently no passenger ferry from Scotland to Norway.\n\nTip: book a flexible fare in case the workshop dates shift again, and carry the dive computer in hand luggage.", "timestamp": "2025-01-15T21:12:41Z"},
    {"role": "user", "content": "Workshop is Tue–Thu. So fly out the Monday and back the Friday. Driving to Edinburgh – where's sensible to leave the car for 5 days?", "timestamp": "2025-01-15T21:20:10Z"},
    {"role": "assistant", "content": "Flying Monday and back Friday gives you a buffer on both sides – sensible in winter. For five days at Edinburgh Airport, the long-stay car park is usually the cheapest official option if pre-booked online (prices rise sharply on the day). Alternatives: the park-and-ride at Ingliston with the tram to the terminal, or leave the car with friends/family in the Central Belt and get the train. If your sister's in Glasgow you could leave it there and take the train and airport bus.", "timestamp": "2025-01-15T21:20:52Z"},
    {"role": "user", "content": "Good shout, I'll leave it at Kirsty's. Remind me what to tell the dog sitter about the stove.", "timestamp": "2025-01-15T21:31:40Z"},
    {"role": "assistant", "content": "For a house-sitter, keep it short and on paper by the stove: how to open the air control fully to light, kindling and firelighters first, door slightly ajar for a few minutes, then close and turn the air down once it's going; never leave it roaring with the door open; where the dry logs are; ash into a metal bucket outside, never the bin; fireguard on when going out. And leave an alternative heat source in case they'd rather not light it.", "timestamp": "2025-01-15T21:32:15Z"},
]

# ------------------------------------------------------------------ JSONL quick questions
QUICK = [
    {"ts": "2024-03-18T07:41:00Z", "q": "how to get black mould off a stone wall without making it worse", "a": "Wipe (don't brush – it spreads spores) with a dilute mould wash or a weak bleach solution, wearing a mask and gloves, then dry the wall and fix the cause: ventilation, a dehumidifier, and any penetrating water from outside."},
    {"ts": "2024-04-02T19:05:00Z", "q": "gaelic for seal", "a": "ròn (plural ròin). Hence Port nan Ròn – harbour of the seals."},
    {"ts": "2024-04-27T06:55:00Z", "q": "best free app or site for tide times oban", "a": "The UK Hydrographic Office's free EasyTide site gives 7 days of predictions for Oban (a standard port, so they're accurate). Many local boaters also use a phone app such as 'My Tide Times' – set Oban as the port and check the times are in BST in summer."},
    {"ts": "2024-05-30T21:30:00Z", "q": "vhf channel for coastguard", "a": "Channel 16 for distress, urgency and calling; the coastguard will move you to a working channel (often 67 in Scotland) for routine traffic."},
    {"ts": "2024-06-20T20:10:00Z", "q": "what does HETAS mean", "a": "HETAS is the UK body that approves solid-fuel appliances and registers competent installers. In Scotland a building warrant may be needed for a new stove unless a certified installer does it; a HETAS certificate is the usual evidence."},
    {"ts": "2024-07-12T22:02:00Z", "q": "how much sleep does a 13 year old need", "a": "About 8–10 hours a night. Teenagers' body clocks shift later, so early school starts plus late phones is the classic problem – screens out of the bedroom helps."},
    {"ts": "2024-09-10T08:20:00Z", "q": "when do the clocks go back 2024", "a": "Sunday 27 October 2024 at 2am BST (clocks go back to 1am GMT)."},
    {"ts": "2024-10-14T19:48:00Z", "q": "lime mortar mix ratio for repointing old rubble wall", "a": "Typically 1 part NHL 3.5 to 2.5–3 parts well-graded sharp sand by volume for exposed walls. Protect from frost and strong sun for at least 2–3 weeks; don't work it below about 5°C."},
    {"ts": "2024-11-03T10:15:00Z", "q": "is tangle the same as laminaria hyperborea", "a": "Yes – 'tangle' or 'cuvie' is the common name for Laminaria hyperborea, the stiff-stiped kelp that forms forests on exposed rocky coasts. Oarweed is L. digitata."},
    {"ts": "2024-12-05T18:33:00Z", "q": "nok to gbp roughly", "a": "Roughly 14 NOK to the pound at the moment, so 1,000 NOK is about £70. Check a live rate before budgeting."},
    {"ts": "2025-01-20T21:40:00Z", "q": "bergen weather early march", "a": "Cool and wet: typically 2–7°C, with rain on most days (Bergen is one of Europe's rainiest cities). Bring proper waterproofs and shoes that can cope with wet cobbles."},
    {"ts": "2025-02-09T20:12:00Z", "q": "can you take a dive computer in hand luggage", "a": "Yes – dive computers are allowed in cabin baggage and it's the safer option. Remove or check the battery rules for any spare lithium batteries (those must go in the cabin)."},
]


def build():
    out = {}
    out["chats/chatgpt/conversations.json"] = json.dumps(CONVS, ensure_ascii=False, indent=1).encode("utf-8")
    out["chats/assistant/bergen-travel-2025-01.json"] = json.dumps(BERGEN_CHAT, ensure_ascii=False, indent=2).encode("utf-8")
    out["chats/quick-questions.jsonl"] = ("\n".join(json.dumps(q, ensure_ascii=False) for q in QUICK) + "\n").encode("utf-8")
    return out
