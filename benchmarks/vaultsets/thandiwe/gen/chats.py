"""ChatGPT export, two plain messages JSON files and a JSONL of quick questions."""
import json
import uuid
from common import epoch, h, dedent


def uid(seed):
    return str(uuid.UUID(h(seed, 32)))


# ------------------------------------------------------------------ ChatGPT
def conversation(title, seed, turns, model="gpt-4o"):
    """turns: list of (node_key, parent_key, role, text, when). Root/system added.
    current_node = last turn."""
    mapping = {}
    root = uid(seed + "root")
    sysn = uid(seed + "system")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": [sysn]}
    t0 = epoch(turns[0][4])
    mapping[sysn] = {
        "id": sysn,
        "message": {
            "id": sysn, "author": {"role": "system", "name": None, "metadata": {}},
            "create_time": None, "update_time": None,
            "content": {"content_type": "text", "parts": [""]},
            "status": "finished_successfully", "end_turn": True, "weight": 0.0,
            "metadata": {"is_visually_hidden_from_conversation": True},
            "recipient": "all", "channel": None},
        "parent": root, "children": []}
    keymap = {"system": sysn}
    for key, parent, role, text, when in turns:
        nid = uid(seed + key)
        keymap[key] = nid
        pid = keymap[parent]
        meta = {}
        if role == "assistant":
            meta = {"model_slug": model, "default_model_slug": model,
                    "finish_details": {"type": "stop", "stop_tokens": [200002]},
                    "parent_id": pid, "request_id": h(seed + key + "req", 16)}
        mapping[nid] = {
            "id": nid,
            "message": {
                "id": nid, "author": {"role": role, "name": None, "metadata": {}},
                "create_time": float(epoch(when)) + 0.123,
                "update_time": None,
                "content": {"content_type": "text", "parts": [text]},
                "status": "finished_successfully",
                "end_turn": True if role == "assistant" else None,
                "weight": 1.0, "metadata": meta, "recipient": "all", "channel": None},
            "parent": pid, "children": []}
        mapping[pid]["children"].append(nid)
    last = keymap[turns[-1][0]]
    return {
        "title": title, "create_time": float(t0) + 0.5,
        "update_time": float(epoch(turns[-1][4])) + 0.9,
        "mapping": mapping, "moderation_results": [], "current_node": last,
        "plugin_ids": None, "conversation_id": uid(seed + "conv"),
        "conversation_template_id": None, "gizmo_id": None, "gizmo_type": None,
        "is_archived": False, "is_starred": None, "safe_urls": [],
        "blocked_urls": [], "default_model_slug": model,
        "conversation_origin": None, "voice": None, "async_status": None,
        "disabled_tool_ids": [], "id": uid(seed + "conv"),
    }


inv = conversation("Inverter runtime for flat", "inv", [
    ("u1", "system", "user", dedent("""
I'm looking at a 3kW inverter with 2x 100Ah 12V lead acid batteries for my flat in Durban. During load-shedding I want to run: fridge (~150W), wifi router + ONT (~20W), TV (80W), laptop (65W), LED lights (~40W). How long will it last?
"""), "2025-03-09 20:10"),
    ("a1", "u1", "assistant", dedent("""
Rough numbers:

- Battery: 2 x 12 V x 100 Ah = 2.4 kWh nominal. Lead-acid should only be discharged to about 50% if you want it to last, so **~1.2 kWh usable**.
- Load: fridge compressor cycles, so average maybe 60-80 W, plus router 20 W, TV 80 W, laptop 65 W, lights 40 W -> around 270-300 W average in the evening, with peaks near 450 W.
- Inverter losses ~10-15%.

So 1.2 kWh / ~0.33 kWh per hour = **about 3.5 hours**, less if everything runs at once (closer to 2.5 hours at peak). That covers one 2-hour slot comfortably, but two slots in one day (stage 6) won't fully recharge in between, and lead-acid cycled that hard typically lasts 1-2 years.
"""), "2025-03-09 20:10"),
    # edited branch: the user rewrote the first prompt
    ("u1b", "system", "user", dedent("""
Let me redo this with the other option: a 5kW hybrid inverter with a 5.12 kWh LiFePO4 battery. Same loads in my flat: fridge (~150W), wifi router + ONT (~20W), TV (80W), laptop (65W), LED lights (~40W). Stage 6 means two 4-hour blocks some days. How long will it last and will it recharge in between?
"""), "2025-03-09 20:18"),
    ("a1b", "u1b", "assistant", dedent("""
Much better picture with lithium:

- Battery: 5.12 kWh nominal, LiFePO4 can safely use ~90% -> **~4.6 kWh usable**.
- Average evening load ~300 W (fridge cycling + router + TV + laptop + lights), plus inverter self-consumption ~40-50 W -> roughly 0.65 kWh per hour if you're generous.

4.6 kWh / ~0.65 kWh per hour = **about 7 hours** of normal evening use, and much longer overnight when only the fridge and router are on (10+ hours).

Recharge: a 5 kW hybrid typically charges at 50-100 A (2.5-5 kW), so a 2-hour gap between blocks puts back most of what you used. Stage 6 with two 4-hour blocks is fine.

Lifespan: LiFePO4 is rated for 4000-6000 cycles, so daily cycling for 10 years is realistic.
"""), "2025-03-09 20:19"),
    ("u2", "a1b", "user", "And if I put the geyser on it too?", "2025-03-09 20:24"),
    ("a2", "u2", "assistant", dedent("""
Don't. A 150 L geyser element is 2-3 kW and runs for hours after a cold refill - it would empty that battery in under two hours and leave your fridge dead. Keep the geyser on the non-essential side of the changeover, add a timer so it heats in the day when there's mains, and let the inverter carry only the essentials.
"""), "2025-03-09 20:25"),
])

culvert = conversation("Culvert outlet scour repair options", "culv", [
    ("u1", "system", "user", dedent("""
Box culvert, 3 cells, outlet scour about 1.2 m deep below the apron level, wingwall footing exposed. What are typical repair options, quick comparison?
"""), "2025-05-08 06:05"),
    ("a1", "u1", "assistant", dedent("""
Typical options for outlet scour at a box culvert:

1. **Rock riprap apron** - quick, flexible, tolerates settlement. Needs a proper filter layer (geotextile or graded filter) and rock size matched to outlet velocity. Can be stolen/dislodged in some areas.
2. **Gabion mattresses / gabion boxes** - flexible, good where rock is small or expensive, good on steep outlets. Wire corrosion is a long-term issue; PVC-coated wire helps.
3. **Concrete apron with a cut-off wall** - rigid, durable, but must go below the expected scour depth or it will be undermined like the original.
4. **Energy dissipator / stilling basin** - for high outlet velocities, more expensive.

For an exposed wingwall footing you'd normally also **underpin** (mass concrete) before placing the apron. A common combination is a concrete apron + cut-off wall immediately at the outlet, with a flexible layer (riprap or mattresses) downstream to catch the transition.

Emergency measure until repaired: restrict heavy vehicles and monitor after each rain.
"""), "2025-05-08 06:06"),
])

baba80 = conversation("Qwaqwa trip for dad's 80th", "qwa", [
    ("u1", "system", "user", dedent("""
My father turns 80 in March 2026. He wants to visit Qwaqwa (Free State) where my late mother grew up. We're in Durban and Pietermaritzburg, he's frail-ish but walks fine, on warfarin. My sister will be pregnant. Suggest an easy 3-4 day itinerary by car.
"""), "2025-10-05 21:30"),
    ("a1", "u1", "assistant", dedent("""
Here's a gentle plan:

**Day 1 - Durban/PMB to Harrismith (~3.5 h from Durban).** Leave mid-morning, stop at Mooi River for lunch. Overnight in Harrismith - ground-floor rooms are easy to find.

**Day 2 - Harrismith to Phuthaditjhaba / Qwaqwa (~1 h).** Visit family places, the church, a long lunch. Back to the guesthouse by 16:00. Consider the Golden Gate Highlands National Park drive on the way (no hiking needed).

**Day 3 - free / family day.** Keep one day without plans - older travellers get tired.

**Day 4 - home**, stopping every 1.5-2 hours.

Health notes: keep his warfarin at the same time every day, bring extra for delays, keep his INR booklet with you, and check the nearest hospital in Harrismith. On long drives, walk for 5 minutes at every stop (clot risk).
"""), "2025-10-05 21:31"),
])

CONVS = [baba80, culvert, inv]  # export lists newest first
CHATGPT = (json.dumps(CONVS, ensure_ascii=False, indent=None) + "\n").encode("utf-8")

# ------------------------------------------------------------------ plain messages JSON
GEYSER_NOISE = [
    {"role": "user", "content": "There's a hissing noise from the geyser cupboard above my bathroom at night, and sometimes a click, and water dripping from a pipe outside the window. The geyser is only 8 months old. Is it dangerous?", "timestamp": "2025-08-30T23:14:08+02:00"},
    {"role": "assistant", "content": "Not usually dangerous, but it shouldn't be ignored. A constant hissing plus water dripping from the overflow pipe usually means one of the valves is letting water by:\n\n- the pressure control valve (PCV) on the cold inlet may be failing, so mains pressure reaches the geyser and the relief valve vents it\n- the expansion/relief valve may be opening because the thermostat is set very high (water expands as it heats; if it's set to 70 C it will vent more)\n- a vacuum breaker can also stick open and hiss\n\nThe click is normally the thermostat switching the element on and off.\n\nWhat you can do now: check the thermostat setting if you can reach it safely (55-60 C is plenty), and note whether the dripping is worse while the element is heating. Then get a plumber to test the PCV and relief valve - they're cheap parts. If you ever see water coming from the geyser itself or the drip tray overflowing, switch off the geyser breaker and the cold supply.", "timestamp": "2025-08-30T23:14:31+02:00"},
    {"role": "user", "content": "ok thanks. the plumber who installed it moved to richards bay, so i need someone new", "timestamp": "2025-08-30T23:17:40+02:00"},
    {"role": "assistant", "content": "Ask him for a referral - plumbers usually know who is reliable in the area. Look for a PIRB-registered plumber, ask for a written quote before work starts, and keep the invoice for your insurer in case the valve failure caused any damage.", "timestamp": "2025-08-30T23:17:52+02:00"},
]

BABA_DIET = [
    {"role": "user", "content": "My dad is 79, on warfarin and blood pressure meds, and the cardiologist says less salt. Give me easy low-salt weekday meals he will actually eat. He's a traditional eater - pap, samp, beans, chicken, amasi. Please NOT brown rice or quinoa, he refuses brown rice outright (he calls it 'prison rice'), and he hates those 'cardboard' crackers.", "timestamp": "2025-06-14T19:02:11+02:00"},
    {"role": "assistant", "content": "Here's a week built around what he already likes:\n\n1. Pap with chicken stew (tomato, onion, garlic, paprika - no stock cubes, they're very salty)\n2. Samp and beans cooked with onion, bay leaf and a little smoked paprika instead of salt\n3. Grilled chicken pieces with chakalaka made from scratch (tinned versions are salty) and pap\n4. Umngqusho with a small portion of lean beef\n5. Fish (pilchards rinsed, or fresh hake) with mashed potato and butternut\n6. Amasi with pap for supper on light days - amasi is fine, it's naturally low in sodium\n7. Sunday: roast chicken, roast potatoes, cabbage\n\nWarfarin note: keep leafy greens (spinach, imifino, cabbage) roughly the same amount each week rather than cutting them out - consistency matters more than avoidance.", "timestamp": "2025-06-14T19:02:40+02:00"},
    {"role": "user", "content": "he also loves walkie-talkies (chicken heads and feet) from the braai guy on the corner, is that ok?", "timestamp": "2025-06-14T19:06:03+02:00"},
    {"role": "assistant", "content": "As an occasional treat, yes - the concern is mainly the salt and spice rub the vendor uses. Ask for them without the extra salt if possible, and keep it to once a week.", "timestamp": "2025-06-14T19:06:19+02:00"},
]


def jdump(x):
    return (json.dumps(x, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


# ------------------------------------------------------------------ JSONL quick questions
QUICK = [
    ("2024-11-21T07:40:00+02:00", "how long does an insurance claim for a burst geyser usually take sa", "Typically 1-3 weeks if the insurer appoints an assessor; over December it can take longer because assessors and suppliers close."),
    ("2024-12-05T12:02:00+02:00", "TMH19 DER rating what does R mean", "In the TMH19 visual assessment, D = Degree (severity of the defect), E = Extent (how widespread), R = Relevancy (how much it affects the structure's serviceability/safety)."),
    ("2025-01-10T06:15:00+02:00", "isiZulu for get well soon", "Ululame masinyane."),
    ("2025-01-26T18:30:00+02:00", "how long to cook samp and beans in pressure cooker", "Soak overnight, then about 40-50 minutes at high pressure, natural release."),
    ("2025-02-12T21:10:00+02:00", "is a gas heater safe in a small flat", "Only with ventilation - keep a window slightly open, never use it while sleeping, and fit a CO detector."),
    ("2025-03-02T07:11:00+02:00", "tyre pressure nissan 1400 bakkie", "Typical placard values are about 1.8 bar front and 2.2 bar rear unladen, rear up to 2.6 bar when loaded. Check the sticker on the door pillar or the owner's manual for his specific tyres."),
    ("2025-03-15T13:45:00+02:00", "how many kWh per day does a 150L geyser use", "Roughly 3-5 kWh a day for one person, more in winter; a timer and blanket can save 10-20%."),
    ("2025-04-18T10:22:00+02:00", "difference between PCV and safety valve on a geyser", "The pressure control valve (PCV) reduces mains pressure to the geyser's rating (e.g. 400 kPa); the safety/relief valve opens if pressure or temperature gets too high."),
    ("2025-05-28T20:05:00+02:00", "warfarin and alcohol", "Small amounts occasionally are usually okay, but binge drinking can raise INR. Keep intake consistent and tell the clinic."),
    ("2025-07-05T09:12:00+02:00", "chakalaka recipe quick", "Fry onion, peppers, carrot, garlic, chilli and curry powder; add tinned tomato and baked beans; simmer 15 min."),
    ("2025-08-02T16:40:00+02:00", "spell accomodation or accommodation", "Accommodation - double c, double m."),
    ("2025-09-19T08:00:00+02:00", "do i need a surge arrester for fibre router", "A surge protector on the power side helps, and some installers also fit one on the fibre ONT's power supply; the fibre itself doesn't conduct lightning, but the copper power/ethernet cables can."),
    ("2025-10-02T19:30:00+02:00", "jacaranda flowering season durban", "Mostly October to early November."),
    ("2025-10-18T21:15:00+02:00", "how many ECSA CPD credits per year", "25 credits over a 5-year cycle, with a minimum each year (check the current ECSA policy for category requirements)."),
]
JSONL = "".join(json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) + "\n"
                for ts, q, a in QUICK).encode("utf-8")

FILES = {
    "chat/chatgpt/conversations.json": CHATGPT,
    "chat/assistant/geyser-noise-2025-08-30.json": jdump(GEYSER_NOISE),
    "chat/assistant/baba-low-salt-meals-2025-06-14.json": jdump(BABA_DIET),
    "chat/quick-questions.jsonl": JSONL,
}
