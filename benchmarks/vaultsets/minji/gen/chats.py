# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT conversations.json, plain messages JSON, quick-questions JSONL, KakaoTalk PC export."""
import datetime as dt
import hashlib
import json
import uuid

from lib import write_text

NS = uuid.UUID("6f1c2a8e-3b7d-4e55-9a0c-5d2b8e7f1a90")


def uid(*parts):
    return str(uuid.uuid5(NS, "/".join(parts)))


def epoch(s):
    """'2025-07-27 21:10:05.123' (UTC) -> float epoch"""
    d = dt.datetime.strptime(s, "%Y-%m-%d %H:%M:%S.%f").replace(tzinfo=dt.timezone.utc)
    return round(d.timestamp(), 6)


# =================================================================== ChatGPT

def msg_node(conv, key, role, text, t, parent, children, model="gpt-4o"):
    mid = uid(conv, key)
    if role == "user":
        meta = {"request_id": hashlib.md5((conv + key).encode()).hexdigest()[:16] + "-LHR",
                "message_source": None, "timestamp_": "absolute", "message_type": None}
    else:
        meta = {"finish_details": {"type": "stop", "stop_tokens": [200002]}, "is_complete": True,
                "citations": [], "content_references": [], "model_slug": model,
                "default_model_slug": model, "parent_id": parent,
                "request_id": hashlib.md5((conv + key).encode()).hexdigest()[:16] + "-LHR",
                "timestamp_": "absolute"}
    return mid, {
        "id": mid,
        "message": {
            "id": mid,
            "author": {"role": role, "name": None, "metadata": {}},
            "create_time": epoch(t),
            "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully",
            "end_turn": True if role == "assistant" else None,
            "weight": 1.0,
            "metadata": meta,
            "recipient": "all",
            "channel": None,
        },
        "parent": parent,
        "children": children,
    }


def conversation(conv, title, turns, model="gpt-4o"):
    """turns: list of (key, role, text, time, parent_key) ; parent_key None -> system node."""
    mapping = {}
    root = "client-created-root"
    sys_id = uid(conv, "system")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": [sys_id]}
    mapping[sys_id] = {
        "id": sys_id,
        "message": {"id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
                    "create_time": None, "update_time": None,
                    "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
                    "end_turn": True, "weight": 0.0,
                    "metadata": {"is_visually_hidden_from_conversation": True},
                    "recipient": "all", "channel": None},
        "parent": root, "children": []}
    ids = {}
    for key, role, text, t, parent_key in turns:
        ids[key] = uid(conv, key)
    for key, role, text, t, parent_key in turns:
        parent = sys_id if parent_key is None else ids[parent_key]
        children = [ids[k] for k, _, _, _, pk in turns if pk == key]
        mid, node = msg_node(conv, key, role, text, t, parent, children, model)
        mapping[mid] = node
        if parent_key is None:
            mapping[sys_id]["children"].append(mid)
    times = [epoch(x[3]) for x in turns]
    return {
        "title": title,
        "create_time": min(times),
        "update_time": max(times),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": ids[turns[-1][0]],
        "plugin_ids": None,
        "conversation_id": uid(conv, "conversation"),
        "conversation_template_id": None,
        "gizmo_id": None,
        "gizmo_type": None,
        "is_archived": False,
        "is_starred": None,
        "safe_urls": [],
        "default_model_slug": model,
        "conversation_origin": None,
        "voice": None,
        "async_status": None,
        "disabled_tool_ids": [],
        "id": uid(conv, "conversation"),
    }


DAMP_Q1 = "My rented flat in Scotland has black mould in the bedroom on an outside wall. Is it the landlord's responsibility to fix it? The letting agent keeps saying it's \"lifestyle\"."

DAMP_A1 = """In Scotland, private landlords must meet the **Repairing Standard**, which includes keeping the structure and exterior of the house wind and watertight and in reasonable repair, and (since 2024) the property must be free from serious damp and mould that affects health.

What you can do:
1. Report it to the landlord/agent **in writing** and keep copies.
2. If nothing happens in a reasonable time, you can apply to the **First-tier Tribunal for Scotland (Housing and Property Chamber)** for a repairing standard determination.
3. Keep photos and a diary of when it gets worse.

Would you like help drafting the written report?"""

DAMP_Q2 = "My rented flat in Manchester (England) has black mould in the bedroom on an outside wall. Is it the landlord's responsibility to fix it? The letting agent keeps saying it's \"lifestyle\"."

DAMP_A2 = """"Lifestyle" is a common brush-off, but it isn't automatically true. In England, the answer depends on **what is causing the damp**, and the landlord has clear duties for some causes.

**Landlord duties (England, private renting)**
- Under the Landlord and Tenant Act 1985 (s.11) the landlord must keep the **structure and exterior** in repair — that includes walls, roofs, windows, **gutters, drains and downpipes** — and installations for water, gas, electricity and space heating.
- Under the Homes (Fitness for Human Habitation) Act 2018 the home must be fit to live in; serious damp and mould can make it unfit.
- Councils can assess damp and mould as a hazard under the Housing Health and Safety Rating System (HHSRS) and can require the landlord to act.

**Three types of damp (roughly)**
- **Condensation**: moisture from everyday life (cooking, showers, drying clothes) condensing on cold surfaces — window reveals, corners, behind furniture against outside walls. Often black mould spots. Made worse by poor ventilation (e.g. a broken extractor fan) and poor heating/insulation.
- **Penetrating damp**: water getting in from outside — defective gutters, hoppers or downpipes, cracked render, failed pointing, leaking window seals. Patches often get worse after rain and may be localised.
- **Rising damp**: ground moisture rising up the wall where the damp-proof course has failed or is bridged. Usually a "tide mark" up to about 1 m, salts, crumbling plaster at low level. It is actually less common than it's often claimed to be.

If it's penetrating damp or rising damp, that's a repair the landlord is responsible for. Even condensation can be the landlord's issue if it's caused by a defect such as a broken extractor fan or inadequate heating.

**What to do**
1. Report it in writing (email), with dates and photos. Keep everything.
2. Ask for an **independent damp survey**.
3. Keep a simple log: humidity readings, dehumidifier water collected, when it rains.
4. If the landlord doesn't act, contact your **council's private sector housing / environmental health team**.

Do you want help writing the complaint email?"""

DAMP_Q3 = "yes please. short, firm, not rude. mum is visiting in December and will sleep in that room"

DAMP_A3 = """Here's a structure you can adapt:

**Subject:** Formal complaint – damp and mould in bedroom, [address]

1. **Opening:** "I am making a formal complaint about damp and mould in the bedroom of the above property and asking the landlord to investigate and fix the cause."
2. **Timeline:** bullet list of dates — when it started, when you reported it, what the agent said/did (e.g. the inspection where it was called "lifestyle").
3. **What you've done:** ventilation, heating, dehumidifier (with your log), cleaning.
4. **Why it matters:** health; that a family member will be staying in the room in December.
5. **Clear requests:** (a) an independent damp survey, (b) written confirmation of the works and a timescale.
6. **Access:** offer access with 24 hours' notice.
7. **Close:** "Yours sincerely", full name, address.

Keep it factual — dates and evidence are more persuasive than adjectives. Send it by email so you have a timestamped record."""

MED_Q1 = """My mum is visiting the UK from Korea. These are her medicines (Korean names on the boxes). What are they called in English / in the UK?
- 노바스크 5mg (혈압약)
- 리피토 10mg (콜레스테롤)
- 히알루론산 점안액 0.1% (인공눈물, after cataract surgery)"""

MED_A1 = """Here are the generic (international) names, which are what a UK doctor or pharmacist will recognise best:

| On her box | What it is | Generic name (use this in the UK) | Typical use |
|---|---|---|---|
| 노바스크 5mg | brand name of amlodipine | **amlodipine 5 mg** | high blood pressure |
| 리피토 10mg | brand name of atorvastatin | **atorvastatin 10 mg** | high cholesterol |
| 히알루론산 점안액 0.1% | hyaluronic acid eye drops | **sodium hyaluronate 0.1% eye drops** | dry eyes / lubricating drops |

Tips:
- Always give the **generic name + strength + how often she takes it** (e.g. "amlodipine 5 mg, one tablet every morning").
- Keep the medicines in their original boxes, with the pharmacy label if there is one.
- Bring enough for the whole stay plus extra in case of flight delays.

Please double-check the doses with her pharmacist in Korea — I can't see her prescription."""

MED_Q2 = "can you make a short card she can show a doctor, english on top and korean under it"

MED_A2 = """**Medication list — LEE Jeongsuk (visiting from South Korea)**
- Amlodipine 5 mg — 1 tablet once daily (morning) — blood pressure
- Atorvastatin 10 mg — 1 tablet once daily (evening) — cholesterol
- Sodium hyaluronate 0.1% eye drops — as needed, both eyes — after cataract surgery
- Allergies: none known *(check!)*

**복용 약 목록 — 이정숙**
- 노바스크(암로디핀) 5mg — 하루 1번 아침 1알 — 혈압
- 리피토(아토르바스타틴) 10mg — 하루 1번 저녁 1알 — 콜레스테롤
- 히알루론산 점안액 0.1% — 필요할 때 양쪽 눈 — 백내장 수술 후
- 알레르기: 없음 *(확인 필요)*

Print two copies: one for her bag, one at home."""

VIOLA_Q1 = "viola, Dvořák 8 finale, fast semiquaver variation. my spiccato falls apart above about 132 and gets too loud. tips?"

VIOLA_A1 = """A few things that usually help at that tempo:

1. **Move the contact point up the bow.** Around the balance point (a bit above the middle) the bow bounces naturally; at the frog it's heavy and loud.
2. **Start from the string.** Practise it as a very short détaché/sautillé "from the string", then let the bow leave the string on its own as you speed up. Don't throw it.
3. **Less bow, less arm.** At 132+ the motion is mostly fingers and wrist. Use 2–3 cm of bow.
4. **Dynamics:** play it a dynamic softer than you think — bouncing strokes project more than you expect in a resonant hall.
5. **Rhythms:** practise in dotted rhythms (long-short, short-long) and in groups of 4 with a stop, then chain them.
6. **Metronome ladder:** 112 → 120 → 126 → 132 → 138 → 144, only move up after three clean runs.

And keep the left hand light — tension in the left hand travels straight to the bow arm."""


def build_chatgpt(rel="chat/chatgpt/conversations.json"):
    convs = []
    convs.append(conversation("damp", "Mould in rented flat – landlord responsibility", [
        ("u1", "user", DAMP_Q1, "2025-07-27 20:10:05.412000", None),
        ("a1", "assistant", DAMP_A1, "2025-07-27 20:10:19.877000", "u1"),
        ("u1b", "user", DAMP_Q2, "2025-07-27 20:11:02.006000", None),
        ("a1b", "assistant", DAMP_A2, "2025-07-27 20:11:31.540000", "u1b"),
        ("u2", "user", DAMP_Q3, "2025-07-27 20:14:47.301000", "a1b"),
        ("a2", "assistant", DAMP_A3, "2025-07-27 20:15:09.668000", "u2"),
    ]))
    convs.append(conversation("meds", "Korean medicines – English names", [
        ("u1", "user", MED_Q1, "2025-10-09 18:32:40.118000", None),
        ("a1", "assistant", MED_A1, "2025-10-09 18:33:02.950000", "u1"),
        ("u2", "user", MED_Q2, "2025-10-09 18:36:12.440000", "a1"),
        ("a2", "assistant", MED_A2, "2025-10-09 18:36:30.071000", "u2"),
    ]))
    convs.append(conversation("viola", "Spiccato at speed – Dvořák 8 finale", [
        ("u1", "user", VIOLA_Q1, "2025-11-02 21:47:13.520000", None),
        ("a1", "assistant", VIOLA_A1, "2025-11-02 21:47:35.004000", "u1"),
    ]))
    # newest first, as in the export
    convs.sort(key=lambda c: -c["update_time"])
    write_text(rel, json.dumps(convs, ensure_ascii=False))
    return rel


# =================================================================== plain message JSON files

LETTER = [
    {"role": "user", "timestamp": "2025-08-30T10:02:11+01:00",
     "content": "I need a short letter for my mum to carry when she flies into the UK. She's Korean, visiting me in Manchester 6 Dec 2025 – 10 Jan 2026, staying at my flat, I pay for everything while she's here. She has an ETA (well, will have). Can you draft something formal but simple? My details: Min-ji Kim, Flat 5, 31 Hartington Grove, Manchester M14 7XQ, Senior Technician at Northbridge University, BRP holder."},
    {"role": "assistant", "timestamp": "2025-08-30T10:02:40+01:00",
     "content": "Here's a draft:\n\n---\nMin-ji Kim\nFlat 5, 31 Hartington Grove\nManchester M14 7XQ\nUnited Kingdom\n[date]\n\nTo the Border Force Officer\n\nRe: Ms Jeongsuk LEE, passport no. [number], Republic of Korea\n\nI am writing to confirm that Ms Jeongsuk Lee is my mother and that she is visiting me in the United Kingdom from 6 December 2025 to 10 January 2026 for a family holiday.\n\nDuring her visit she will stay with me at the address above, and I will cover her accommodation and living costs. She holds a return ticket to Seoul on 10 January 2026.\n\nI am a Senior Technician at Northbridge University and have lived in the UK since 2017. I enclose a copy of my passport and residence permit and a letter from my employer.\n\nPlease contact me on [mobile] if you need any further information.\n\nYours faithfully,\n\nMin-ji Kim\n---\n\nTips: sign it by hand, attach the copies it mentions, and make sure your mum carries it in her hand luggage, not in the checked bag."},
    {"role": "user", "timestamp": "2025-08-30T10:09:55+01:00",
     "content": "good. can you also do a korean version so 엄마 knows what it says? doesn't need to be formal, just so she understands"},
    {"role": "assistant", "timestamp": "2025-08-30T10:10:21+01:00",
     "content": "물론이죠. 어머니가 이해하실 수 있게 쉽게 옮기면:\n\n---\n이 편지는 입국심사관에게 보여주는 편지예요.\n\n- 이정숙 님은 김민지의 엄마입니다.\n- 2025년 12월 6일부터 2026년 1월 10일까지 영국에 있는 딸 집에 놀러 옵니다.\n- 영국에 있는 동안 딸 집(맨체스터)에서 지내고, 생활비는 딸이 냅니다.\n- 1월 10일에 서울로 돌아가는 비행기표가 있습니다.\n- 딸은 노스브리지 대학교에서 일하고 2017년부터 영국에 살고 있습니다.\n- 딸의 여권/체류증 사본과 회사 편지를 같이 넣었습니다.\n---\n\n입국심사에서 뭘 물어보면 이 편지를 보여드리면 된다고 말씀드리세요. 질문은 보통 \"얼마나 있을 거예요?\", \"어디서 지내요?\", \"누구 만나러 왔어요?\" 정도예요."},
    {"role": "user", "timestamp": "2025-08-30T10:14:02+01:00",
     "content": "what are the 3 questions in english so i can teach her the answers"},
    {"role": "assistant", "timestamp": "2025-08-30T10:14:25+01:00",
     "content": "Most likely:\n1. \"How long are you staying?\" → \"Five weeks. Until the tenth of January.\"\n2. \"Where are you staying?\" → \"With my daughter, in Manchester.\"\n3. \"What is the purpose of your visit?\" → \"Visiting my daughter. Holiday.\"\n\nShe can also just hand over the letter and say \"My daughter is waiting outside.\" Officers deal with this every day."},
]

RAMP = [
    {"role": "user", "timestamp": "2025-10-27T11:20:08+00:00",
     "content": "summer student left some alumina pellets (0.3 um powder, 5% PVA binder, uniaxially pressed, 13 mm) and Raj wants to fire them in our box furnace before they crumble. it's air only and max 1200 C. what heating profile? i know 1200 won't fully densify alumina"},
    {"role": "assistant", "timestamp": "2025-10-27T11:20:41+00:00",
     "content": "Right — dense alumina normally needs ~1500–1600 °C, so at 1200 °C you're doing a binder burnout + pre-sinter (the pellets will be handleable but porous). A gentle profile:\n\n1. **Binder burnout:** 1 °C/min from room temperature to 600 °C, **hold 1 h**. PVA decomposes mostly between ~200 and 450 °C; going slowly stops the pellets cracking or bloating. Make sure the furnace vents (crack the exhaust port if it has one) — the smoke is unpleasant.\n2. **Pre-sinter:** 5 °C/min from 600 °C to 1150 °C (stay a bit under the 1200 °C limit), **dwell 2 h**.\n3. **Cool:** 5 °C/min to ~300 °C, then furnace-cool. Don't open the door hot.\n\nSet the pellets on an alumina setter plate or a bed of coarse alumina powder so they don't stick. If you ever want them dense, send them to a 1600 °C furnace later — a pre-sintered pellet survives the trip much better than a green one."},
    {"role": "user", "timestamp": "2025-10-27T11:24:30+00:00",
     "content": "how long is that in total? need to write it on the booking sheet"},
    {"role": "assistant", "timestamp": "2025-10-27T11:24:52+00:00",
     "content": "Roughly:\n- RT → 600 °C at 1 °C/min: ~9.7 h\n- hold: 1 h\n- 600 → 1150 °C at 5 °C/min: ~1.8 h\n- dwell: 2 h\n- 1150 → 300 °C at 5 °C/min: ~2.8 h\n- furnace cool to handleable: ~3–4 h\n\nSo book about **20–21 hours**, e.g. start at 14:00, pellets out the next morning around 10:00–11:00. Put \"PVA binder – burnout step, vented\" on the sheet so nobody opens it during the smoky bit."},
]


def build_plain_chats():
    write_text("chat/assistant/2025-08-30_letter-for-mum.json", json.dumps(LETTER, ensure_ascii=False, indent=2) + "\n")
    write_text("chat/assistant/2025-10-27_alumina-pellets-furnace.json", json.dumps(RAMP, ensure_ascii=False, indent=2) + "\n")
    return ["chat/assistant/2025-08-30_letter-for-mum.json", "chat/assistant/2025-10-27_alumina-pellets-furnace.json"]


QUICK = [
    ("2025-01-06T08:14:02Z", "do south koreans need an ETA for the UK now", "Yes. Nationals of non-European visa-free countries, including South Korea, have needed an ETA since 8 January 2025 for visits of up to 6 months. Apply online or with the app before travelling."),
    ("2025-02-02T21:40:19Z", "polite way to say i'd prefer to have this in writing", "\"Could you confirm that by email, please, so I have it for my records?\" / \"Would you mind putting that in writing for me?\""),
    ("2025-03-03T12:05:47Z", "korean word for the invitation letter you write for a family visit (visa stuff)", "초청장 (招請狀) — used for official invitations, e.g. visa or immigration support. 초대장 is more for parties/weddings/events."),
    ("2025-04-14T19:22:10Z", "how long after cataract surgery can you fly long haul", "For uncomplicated cataract surgery many surgeons allow flying within days to a couple of weeks, but it varies — follow the surgeon's own advice, especially if both eyes are being done."),
    ("2025-06-04T13:31:55Z", "RCD vs MCB", "An MCB trips on overcurrent (overload/short circuit). An RCD trips on an imbalance between live and neutral, i.e. current leaking to earth — e.g. a heating element with breaking-down insulation."),
    ("2025-06-06T20:48:03Z", "compressor vs desiccant dehumidifier for a cold bedroom", "Desiccant models work better below ~15 °C and are quieter, but use more electricity. Compressor models are more efficient in normal room temperatures (18 °C+) and extract more in humid summer conditions."),
    ("2025-08-05T09:10:36Z", "helsinki airport transfer to UK flight, do you go through passport control", "Yes — flights to the UK leave from the non-Schengen area, so arriving from Seoul (also non-Schengen) usually means no Schengen passport check, just a security check at transfer. Allow at least 40–60 minutes."),
    ("2025-09-08T17:55:21Z", "uk ETA cost 2025", "£16 per person (from April 2025). Valid for 2 years or until the passport expires."),
    ("2025-09-29T22:02:44Z", "viola C string frequency", "C3 ≈ 130.8 Hz (with A4 = 440 Hz)."),
    ("2025-10-13T08:33:17Z", "what is a PIV unit", "Positive input ventilation: a fan unit (usually in the loft or a hallway cupboard) that pushes filtered, slightly tempered air into the home, creating gentle positive pressure so moist air is pushed out. Used to reduce condensation."),
    ("2025-10-22T07:51:08Z", "what does WME mean on a damp meter", "Wood moisture equivalent — the moisture reading the material would give if it were timber. Roughly: under ~16% dry, 17–20% at risk, over ~20% wet."),
    ("2025-11-11T20:17:29Z", "two together railcard rules", "Two named adults travelling together get 1/3 off most fares. Not valid before 09:30 Monday–Friday (except public holidays); fine at any time on weekends. Both holders must be on the journey."),
    ("2025-11-14T18:45:50Z", "sunset time york mid december", "Around 15:40 GMT in mid-December."),
    ("2025-11-21T22:30:12Z", "korean for have a safe flight", "조심히 와요 (casual, for someone coming) / 비행 조심히 하세요 / 편안한 비행 되세요 (polite)."),
]


def build_jsonl(rel="chat/quick-questions.jsonl"):
    lines = [json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) for ts, q, a in QUICK]
    write_text(rel, "\n".join(lines) + "\n")
    return rel


# =================================================================== KakaoTalk (Windows PC, Korean UI)

KDAYS = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]

# (date, time 'HH:MM' 24h, speaker, text) ; text may contain newlines
KAKAO = [
    ("2025-01-01", "07:02", "아빠", "새해 복 많이 받아라 우리 딸들"),
    ("2025-01-01", "07:03", "엄마", "사진"),
    ("2025-01-01", "07:03", "엄마", "떡국 먹었다~ 민지도 꼭 먹어"),
    ("2025-01-01", "09:41", "김민지", "새해 복 많이 받으세요!! 🙇‍♀️\n나도 떡국 끓여 먹었어\n국물은 좀 맑지만 ㅋㅋ"),
    ("2025-01-01", "09:42", "김민지", "사진"),
    ("2025-01-01", "10:15", "민서언니", "이모티콘"),
    ("2025-01-01", "10:16", "민서언니", "올해는 엄마 영국 한번 보내자 진짜로"),
    ("2025-01-01", "10:20", "엄마", "엄마는 좋지~~"),
    ("2025-02-15", "11:30", "민서언니", "엄마 5월 초에 가는 걸로 생각 중이야\n지현이네 여행사에 물어봤어\n자세한 건 민지한테 메일로 보낼게"),
    ("2025-02-15", "11:34", "김민지", "좋아! 5월 괜찮아 나 휴가 낼 수 있어"),
    ("2025-02-15", "11:35", "엄마", "비행기 오래 타는 거 걱정이다"),
    ("2025-02-15", "11:36", "아빠", "엄마 혼자 갈수있겠나"),
    ("2025-02-15", "11:40", "민서언니", "환승 한 번만 하면 돼 아빠. 걱정 마"),
    ("2025-03-17", "12:02", "엄마", "안과 갔다 왔어. 자세한 건 민지한테 메일로 보낼게. 카톡은 글씨가 작아서"),
    ("2025-03-17", "12:10", "김민지", "응 엄마 기다릴게. 괜찮대?"),
    ("2025-03-17", "12:12", "엄마", "별거 아니래 걱정마"),
    ("2025-03-17", "12:15", "민서언니", "별거 아니긴… 수술해야 돼 민지야. 엄마 메일 봐"),
    ("2025-05-18", "10:05", "엄마", "사진 2장"),
    ("2025-05-18", "10:06", "엄마", "눈 너무 잘 보인다~~ 세상이 너무 밝아 ㅎㅎ"),
    ("2025-05-18", "10:30", "김민지", "다행이다 엄마!! 무리하지 말고 안약 잘 넣어"),
    ("2025-05-18", "10:32", "아빠", "영국은 겨울에 가라 크리스마스 때"),
    ("2025-05-18", "10:33", "민서언니", "나도 그 생각. 12월 초에 가서 새해까지 있다 와"),
    ("2025-05-18", "10:40", "김민지", "좋아 그럼 12월로!! 🎄"),
    ("2025-07-13", "20:12", "김민지", "사진 3장"),
    ("2025-07-13", "20:13", "김민지", "침실 벽 곰팡이... 제습기 샀는데 하루에 물이 2리터씩 나와"),
    ("2025-07-13", "20:20", "엄마", "아이고 이게 뭐야\n몸에 안 좋아 민지야\n그 방에서 자지 마"),
    ("2025-07-13", "20:21", "아빠", "집주인한테 고쳐달라고 해라"),
    ("2025-07-13", "20:25", "김민지", "말하고 있어~ 이번엔 정식으로 편지 쓸 거야"),
    ("2025-07-13", "20:26", "민서언니", "이사 가는 것도 생각해봐"),
    ("2025-09-02", "08:05", "민서언니", "엄마 비행기표 끊었다!!! 🎉\n12월 6일 토요일 도착, 1월 10일 출발\n헬싱키 경유\n여행사 메일 민지한테도 cc 했어"),
    ("2025-09-02", "08:30", "김민지", "와 드디어!!! 언니 고마워 ㅠㅠ"),
    ("2025-09-02", "08:31", "엄마", "이모티콘"),
    ("2025-09-02", "08:33", "엄마", "엄마 영어 공부해야겠다"),
    ("2025-09-20", "14:10", "김민지", "엄마 여기 있을 때 하루는 당일치기 여행 가자\n레이크 디스트릭트라고 호수 많은 데 있는데 관광버스 투어가 있어\n엄마 드라마에서 본 데 거기야"),
    ("2025-09-20", "14:15", "엄마", "호수 보고 싶다~~"),
    ("2025-09-20", "14:22", "민서언니", "근데 민지야 엄마 요즘 무릎이 안 좋아.\n계단이나 언덕 많이 걷는 건 힘들어하셔. 오래 걸으면 저녁에 붓고.\n평지 위주로 짜줘"),
    ("2025-09-20", "14:25", "김민지", "아 그래? 몰랐어 ㅠ 버스 투어라 걷는 건 별로 없을 거야"),
    ("2025-09-20", "14:26", "엄마", "엄마 괜찮아~ 천천히 걸으면 돼"),
    ("2025-10-11", "09:12", "민서언니", "엄마 여행자보험 가입했어\n12/6 ~ 1/10, 해외 의료비(입원 포함) 되는 걸로"),
    ("2025-10-11", "09:12", "민서언니", "파일: 여행자보험_가입증명서_이정숙.pdf"),
    ("2025-10-11", "09:30", "김민지", "최고 👍 영문 증명서도 있지? 나도 출력해둘게"),
    ("2025-10-19", "19:48", "엄마", "민지야 고춧가루랑 멸치 좀 가져갈까?\n김치도 조금 싸가고 반찬도 몇 개 해갈려고\n영국 공항에서 뺏기는 거 아니지?"),
    ("2025-10-19", "20:02", "김민지", "음 그거 규정이 있을 거야. 고기 들어간 건 안 되는 걸로 아는데...\n확인해보고 알려줄게!"),
    ("2025-10-19", "20:03", "엄마", "빨리 알려줘 엄마 장 봐야 돼"),
    ("2025-10-19", "20:05", "아빠", "김치 냄새 나면 비행기에서 쫓겨난다"),
    ("2025-10-19", "20:06", "엄마", "이모티콘"),
    ("2025-11-06", "08:20", "김민지", "엄마 ETA 승인 났어!! 이제 서류는 다 됐어"),
    ("2025-11-06", "08:40", "엄마", "고마워 우리 딸 👍"),
    ("2025-11-10", "07:55", "김민지", "엄마 비행기 시간 바뀌었어!\n헬싱키에서 늦게 출발해서 맨체스터 도착이 저녁 6시 50분이야 (원래 2시 35분)\n헬싱키에서 기다리는 시간이 11시간 넘게 됐어 ㅠㅠ"),
    ("2025-11-10", "08:10", "민서언니", "헐 11시간?? 라운지 이용권 알아볼게"),
    ("2025-11-10", "08:12", "엄마", "괜찮아 공항 구경하지 뭐"),
    ("2025-11-10", "08:15", "김민지", "난 오히려 좋아 ㅋㅋ 토요일에 여유 있게 데리러 갈 수 있어"),
    ("2025-11-10", "08:16", "김민지", "삭제된 메시지입니다."),
    ("2025-11-14", "19:30", "김민지", "레이크 디스트릭트 투어 예약하려고 보니까\n왕복 버스만 5시간이 넘어 😥 하루 종일 버스야"),
    ("2025-11-14", "19:34", "엄마", "엄마 버스 오래 타면 멀미하잖아\n관광버스 2시간 넘으면 속 울렁거려서 못 있어"),
    ("2025-11-14", "19:35", "민서언니", "맞아 제주도 때도 버스에서 엄청 고생했어.\n그리고 12월이면 거기 4시면 깜깜하다며"),
    ("2025-11-14", "19:41", "김민지", "그럼 레이크 디스트릭트 말고 요크 가자!\n기차로 1시간 반이고 엄마 기차는 멀미 안 하잖아\n옛날 성벽 있는 도시고 크리스마스 마켓도 있어"),
    ("2025-11-14", "19:45", "엄마", "요크가 어디야?"),
    ("2025-11-14", "19:46", "김민지", "사진"),
    ("2025-11-14", "19:50", "엄마", "와 성당 멋있다\n요크 민스터? 여기 꼭 들어가보고 싶어\n성벽은 무릎 때문에 조금만 걷고"),
    ("2025-11-14", "19:52", "김민지", "ㅇㅋ 요크로 결정!! 성당 안에 오래 있자"),
    ("2025-11-14", "19:53", "아빠", "잘 생각했다"),
    ("2025-11-18", "21:40", "김민지", "요크 기차표 샀어 🚆 13일 토요일 아침 기차!"),
    ("2025-11-18", "21:41", "김민지", "사진"),
    ("2025-11-18", "21:55", "엄마", "이모티콘"),
    ("2025-11-20", "09:03", "엄마", "민지야 거기 날씨 어때? 뭐 입고 가야 돼?"),
    ("2025-11-20", "09:30", "김민지", "춥고 비 오고 4시면 깜깜해 ㅋㅋ\n패딩 긴 거, 방수되는 신발, 목도리\n우산은 작은 거"),
    ("2025-11-20", "09:35", "아빠", "내복 꼭 챙겨가라\n영국집은 춥다더라\n감기 걸리면 고생한다"),
    ("2025-11-20", "09:36", "엄마", "서울보다 덜 춥네 ㅎㅎ"),
    ("2025-11-23", "20:58", "민서언니", "엄마 짐 싸기 시작했어 ㅋㅋㅋ 캐리어 벌써 반 찼어"),
    ("2025-11-23", "21:02", "민서언니", "사진"),
    ("2025-11-23", "21:10", "김민지", "ㅋㅋㅋㅋ 엄마 2주 남았어!! 보고싶다 ❤️"),
]


def kakao_time(hhmm):
    h, m = map(int, hhmm.split(":"))
    ampm = "오전" if h < 12 else "오후"
    h12 = h % 12
    if h12 == 0:
        h12 = 12
    return "%s %d:%02d" % (ampm, h12, m)


def build_kakao(rel="chat/KakaoTalk_20251123_2147_05_318_우리 가족.txt"):
    out = ["우리 가족 님과 카카오톡 대화", "저장한 날짜 : 2025-11-23 21:47:05", ""]
    cur = None
    for d, hm, who, text in KAKAO:
        if d != cur:
            day = dt.date.fromisoformat(d)
            out.append("--------------- %d년 %d월 %d일 %s ---------------" % (day.year, day.month, day.day, KDAYS[day.weekday()]))
            cur = d
        out.append("[%s] [%s] %s" % (who, kakao_time(hm), text))
    write_text(rel, "\n".join(out) + "\n", newline="\r\n")
    return rel


def build_chats():
    files = [build_chatgpt()]
    files += build_plain_chats()
    files.append(build_jsonl())
    files.append(build_kakao())
    return files
