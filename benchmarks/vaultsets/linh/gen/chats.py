# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT conversations.json, a plain AI chat JSON, SMS-style JSON with Arjun,
a JSONL of quick questions, and a Facebook Messenger family group chat (real export shape)."""
import json

from common import write, melb, h, fb_fix, ICT
from datetime import datetime


def ts(dt):
    return dt.timestamp()


def uid(s):
    x = h(s, 32)
    return "%s-%s-%s-%s-%s" % (x[:8], x[8:12], x[12:16], x[16:20], x[20:32])


# ---------------------------------------------------------------- ChatGPT
def conversation(key, title, created, turns, edit=None):
    """turns: list of (role, text, datetime). edit: (index_of_user_turn, [(role,text,dt), ...]) –
    an alternative branch created by editing that user message; it becomes current."""
    mapping = {}
    root = uid(key + "root")
    sysid = uid(key + "sys")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": [sysid]}
    mapping[sysid] = {"id": sysid, "message": {
        "id": sysid, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}

    def add_chain(parent, items, tag):
        last = parent
        for i, (role, text, dt) in enumerate(items):
            nid = uid("%s-%s-%d" % (key, tag, i))
            meta = {"model_slug": "gpt-4o", "default_model_slug": "gpt-4o"} if role == "assistant" else {}
            mapping[nid] = {"id": nid, "message": {
                "id": nid, "author": {"role": role, "name": None, "metadata": {}},
                "create_time": ts(dt), "update_time": None,
                "content": {"content_type": "text", "parts": [text]},
                "status": "finished_successfully", "end_turn": role == "assistant",
                "weight": 1.0, "metadata": meta, "recipient": "all", "channel": None},
                "parent": last, "children": []}
            mapping[last]["children"].append(nid)
            last = nid
        return last

    if edit is None:
        current = add_chain(sysid, turns, "main")
    else:
        idx, alt = edit
        before = turns[:idx]
        after = turns[idx:]
        branch_parent = add_chain(sysid, before, "main")
        add_chain(branch_parent, after, "orig")
        current = add_chain(branch_parent, alt, "edit")
    last_dt = (edit[1] if edit else turns)[-1][2]
    cid = uid(key + "conv")
    return {"title": title, "create_time": ts(created), "update_time": ts(last_dt),
            "mapping": mapping, "moderation_results": [], "current_node": current,
            "plugin_ids": None, "conversation_id": cid, "conversation_template_id": None,
            "gizmo_id": None, "gizmo_type": None, "is_archived": False, "is_starred": None,
            "safe_urls": [], "default_model_slug": "gpt-4o", "conversation_origin": None,
            "voice": None, "async_status": None, "disabled_tool_ids": [], "id": cid}


def chatgpt():
    convs = []
    t = lambda *a: melb(*a)
    convs.append(conversation(
        "roster-formula", "Excel formula for Sunday penalty rates", t(2025, 2, 22, 15, 41), [
            ("user", "Roster spreadsheet for my family's restaurant. Column B is the day name (Mon, Tue...), column C is hours worked, the base casual rate is $31.50 in cell H1 and Sundays are paid at 125%. What formula gives the pay for each row?", t(2025, 2, 22, 15, 41)),
            ("assistant", "Put this in D2 and fill down:\n\n=C2*$H$1*IF(B2=\"Sun\",1.25,1)\n\nHow it works:\n- C2*$H$1 is hours × base rate (the $ signs keep H1 fixed when you copy the formula down)\n- IF(B2=\"Sun\",1.25,1) multiplies by 1.25 only on Sundays\n\nIf you later add public holidays, put the loadings in a small lookup table (e.g. Sun → 1.25, PH → 2.25) and use XLOOKUP instead of nesting IFs. And keep the base rate in one cell so you only change it once when the award rate goes up each July.", t(2025, 2, 22, 15, 42)),
        ]))
    convs.append(conversation(
        "flowers", "Garden wedding flowers – Đà Nẵng", t(2025, 7, 13, 21, 10), [
            ("user", "We're having a garden wedding at a villa in Đà Nẵng in January, about 15 tables plus a ceremony arch. Can you suggest a flower plan? Hard no on lilies — the smell gives me a headache and honestly they remind me of funerals. I love frangipani (hoa sứ) and white orchids, and maybe lotus for the tea ceremony. Not a fan of anything too pink either.", t(2025, 7, 13, 21, 10)),
            ("assistant", "Lovely brief! Here's a plan that suits a January garden wedding in Đà Nẵng:\n\n**Palette:** white, ivory and lots of soft green, with a little warm gold for the evening.\n\n**Ceremony arch:** white phalaenopsis orchids cascading on one side, frangipani garlands, and tropical greenery (monstera, areca palm fronds). Orchids travel and last well in humidity.\n\n**Tables (15):** low glass bowls with floating frangipani and tea lights, or a small cluster of white orchid stems in bud vases with greenery. Low arrangements keep conversation easy.\n\n**Tea ceremony:** lotus buds and lotus leaves on the ancestral altar and the tea tray — very traditional and photographs beautifully.\n\n**Avoid:** lilies (as you said) and tuberoses — both heavily scented, and tuberoses are also associated with funerals in Vietnam. Strong-scented flowers near food are usually a bad idea anyway.\n\nOrchids are available year-round from Đà Lạt growers; frangipani can be patchy in January, so ask the florist about a backup (white jasmine-free greenery, or white spray roses).", t(2025, 7, 13, 21, 11)),
            ("user", "Budget is about 15 million VND for everything, is that realistic?", t(2025, 7, 13, 21, 14)),
            ("assistant", "15 million VND (roughly AUD 900) is tight for an arch plus 15 tables plus the tea ceremony. You could make it work by using mostly greenery and floating frangipani on the tables, and putting most of the orchids on the arch only.", t(2025, 7, 13, 21, 14)),
        ],
        edit=(2, [
            ("user", "Budget is about 25 million VND for the arch, 15 table centrepieces and the tea ceremony flowers. Is that realistic?", t(2025, 7, 13, 21, 17)),
            ("assistant", "Yes — 25 million VND (roughly AUD 1,500) is realistic in Đà Nẵng for that scope. A rough split:\n\n- Ceremony arch (orchids + frangipani + greenery): 8–10 million VND\n- 15 centrepieces at 600–800k each: 9–12 million VND\n- Tea ceremony lotus + altar flowers: 2–3 million VND\n\nAsk the florist whether the arch can be moved to the reception as a photo backdrop — you pay once and use it twice. Confirm in writing: no lilies, no tuberoses, nothing bright pink.", t(2025, 7, 13, 21, 18)),
        ])))
    convs.append(conversation(
        "audit-wording", "Phrasing audit findings for a committee", t(2025, 9, 22, 20, 5), [
            ("user", "I'm a hospital pharmacist presenting a VTE prophylaxis audit to our drug and therapeutics committee. Overall compliance came in below the hospital target, and renal dose adjustment is the weakest area. How do I phrase the findings so it doesn't sound like I'm blaming the junior doctors? The real issue is that the eMR doesn't prompt for a risk assessment.", t(2025, 9, 22, 20, 5)),
            ("assistant", "Frame it as a system finding, not an individual one. A few phrases that work well in committees:\n\n- \"Compliance was below target, and the pattern points to a process gap rather than individual practice.\"\n- \"Where the eMR prompted, compliance was high; where it relied on memory, it dropped.\"\n- \"Renal dose adjustment was the area with the most opportunity for improvement.\"\n\nLead with what went well, present the gap with numbers, then move quickly to system fixes (a hard stop in the eMR, a pharmacist prompt on ward rounds, a renal dosing table). Committees respond to solutions they can approve.", t(2025, 9, 22, 20, 6)),
            ("user", "Can you give me a 3-bullet 'key messages' slide?", t(2025, 9, 22, 20, 9)),
            ("assistant", "Key messages\n1. VTE prophylaxis compliance is below our target — a system gap, not a people gap.\n2. Renal dose adjustment is the biggest opportunity for improvement.\n3. Three low-cost fixes: eMR risk-assessment hard stop, pharmacist ward-round prompt, renal dosing table on the chart.", t(2025, 9, 22, 20, 9)),
        ]))
    write("chat/chatgpt/conversations.json", json.dumps(convs, ensure_ascii=False))


# ---------------------------------------------------------------- plain AI chat (role/content/timestamp)
def ai_toast():
    T = lambda mi, s=0: melb(2025, 9, 21, 20, mi, s).isoformat()
    msgs = [
        {"role": "user", "content": "My dad (Vietnamese, 64, runs a phở shop, his English is okay but he gets nervous) wants to give a short toast at my wedding in Đà Nẵng, half Vietnamese and half English. The groom is Arjun, Indian-Australian. Can you help draft something about 1 minute long, with simple English words he can pronounce?", "timestamp": T(3, 11)},
        {"role": "assistant", "content": "Of course! Here's a draft. Vietnamese first, then English.\n\n**Tiếng Việt:**\nKính thưa quý vị quan khách, thưa hai bên gia đình. Hôm nay là ngày vui nhất của gia đình tôi. Cảm ơn mọi người đã đến chung vui với Linh và Arjun.\n\n**English:**\nGood evening everyone. My name is Hùng, I am Linh's father. Arjun, welcome to our family. You already eat phở like a Vietnamese man. Please look after my daughter — she looks after everybody. Please raise your glass: to Linh and Arjun! Một, hai, ba — dzô!", "timestamp": T(3, 40)},
        {"role": "user", "content": "He can't say 'wonderful' or 'daughter' comfortably, and he wants to thank Arjun's parents for coming all the way from India. Also make it a bit less formal.", "timestamp": T(9, 2)},
        {"role": "assistant", "content": "Updated English part (short words, no 'daughter'):\n\nHello everyone. I am Hùng, Linh's dad. Rakesh, Sunita — thank you for coming from India. You are family now. Arjun, welcome. You eat phở better than my son. Linh looks after everyone. Now, Arjun, you look after Linh. Please, glasses up: to Linh and Arjun! Một, hai, ba — dzô!", "timestamp": T(9, 31)},
        {"role": "user", "content": "Perfect. Can you add a line about my mum too, she does all the cooking and she'll cry.", "timestamp": T(14, 50)},
        {"role": "assistant", "content": "Add this just before the glasses-up line:\n\n\"And my wife Mai — thirty years of cooking for all of us. Tonight, you sit. Tonight, someone cooks for you.\"\n\nTip: print the toast in big letters on one card, with the Vietnamese on the front and the English on the back, and mark pauses with a slash.", "timestamp": T(15, 12)},
    ]
    write("chat/ai_chat_ba_toast_2025-09.json", json.dumps(msgs, ensure_ascii=False, indent=2))


# ---------------------------------------------------------------- SMS-style JSON with Arjun
def sms_arjun():
    L, A = "Linh", "Arjun"
    rows = [
        (L, A, melb(2025, 6, 1, 21, 2), "Mẹ wants to move the date, long story, it's in her email 🙈 She likes Sat 10 Jan. You ok with that?"),
        (A, L, melb(2025, 6, 1, 21, 5), "Whatever your mum says goes 😄 10 Jan is fine. I'll tell Mum & Dad tonight"),
        (A, L, melb(2025, 8, 18, 22, 20), "Booked!! SkyLotus, out 30 Dec, back 20 Jan. Confirmation went to your email too"),
        (L, A, melb(2025, 8, 18, 22, 21), "yayyy. seats??"),
        (A, L, melb(2025, 8, 18, 22, 23), "Can't pick yet, I'll do it later"),
        (L, A, melb(2025, 10, 2, 12, 47), "reminder!! when you do the seats pls get me the AISLE on the overnight leg. you know I hate being stuck at the window, I need loo runs + to stretch my legs. window is yours, you sleep like a rock anyway"),
        (A, L, melb(2025, 10, 2, 12, 49), "Yes boss 🫡"),
        (A, L, melb(2025, 10, 25, 19, 33), "Mum & Dad's flights are booked! Pune → Singapore → Da Nang. They land DAD Mon 5 Jan at 2:40pm (14:40), SQ 184 from Singapore"),
        (L, A, melb(2025, 10, 25, 19, 36), "amazing. I'll sort out someone to pick them up from the airport"),
        (A, L, melb(2025, 10, 25, 19, 40), "Mum says please tell the venue AGAIN that she's strict veg, no egg 🙏"),
        (L, A, melb(2025, 10, 25, 19, 41), "already on my list for the final numbers email"),
        (A, L, melb(2025, 10, 29, 18, 2), "Tash confirmed for Mochi, 29 Dec – 21 Jan. She's asking for the wifi password lol"),
        (L, A, melb(2025, 10, 29, 18, 4), "it's on the house-sitter sheet, I'll print it"),
        (A, L, melb(2025, 11, 2, 21, 15), "Seats done ✅ MEL–SGN: 32C (you, aisle 😇) + 32D (me, window-adjacent). SGN–DAD: 14C + 14D"),
        (L, A, melb(2025, 11, 2, 21, 16), "❤️ marry me"),
        (A, L, melb(2025, 11, 2, 21, 16), "that's the plan"),
        (L, A, melb(2025, 11, 15, 8, 10), "can you grab bánh mì on the way home? the one with extra pâté"),
        (A, L, melb(2025, 11, 15, 8, 30), "obviously"),
    ]
    out = [{"from": f, "to": t, "sent_at": d.isoformat(), "text": x} for f, t, d, x in rows]
    write("chat/sms_arjun_2025.json", json.dumps(out, ensure_ascii=False, indent=1))


# ---------------------------------------------------------------- quick questions JSONL
def quick_questions():
    Q = [
        (melb(2025, 1, 15, 22, 4), "how long before a trip do you need a vietnam e-visa", "Apply at least a week or two before travel. Official processing is about 3 working days but delays are common, especially around Tết. Use only the official government portal."),
        (melb(2025, 2, 20, 7, 41), "pharmacist CPD credits per year australia", "40 CPD credits per registration year (1 Dec – 30 Nov), with a written CPD plan and at least half of the credits from Group 2 or 3 activities."),
        (melb(2025, 3, 6, 12, 30), "85 million VND in AUD", "About AUD 5,100 at roughly 16,600 VND per AUD (rates move daily)."),
        (melb(2025, 4, 11, 23, 12), "is a 5 year compressor warranty normal for a commercial coolroom", "It's on the generous side. 1–2 years parts and labour is common; some manufacturers offer 3–5 years on the compressor only."),
        (melb(2025, 5, 30, 21, 55), "ngày hoàng đạo là gì", "Ngày hoàng đạo là ngày tốt theo lịch âm, được cho là thuận lợi để làm việc lớn như cưới hỏi, khai trương, động thổ. Ngược lại là ngày hắc đạo."),
        (melb(2025, 6, 22, 10, 3), "how to say thank you for coming in hindi", "\"Aane ke liye dhanyavaad\" (आने के लिए धन्यवाद)."),
        (melb(2025, 7, 8, 19, 20), "how often change cat litter completely", "Scoop daily; full change of clumping litter every 2–3 weeks, non-clumping weekly."),
        (melb(2025, 8, 30, 13, 45), "class 2 food premises victoria meaning", "Class 2 premises handle unpackaged potentially hazardous food (e.g. most restaurants). They need a food safety program, a Food Safety Supervisor and an annual inspection."),
        (melb(2025, 9, 14, 9, 18), "can you use oat milk in cà phê sữa đá", "You can — sweeten it separately (condensed coconut milk works well), but it won't be the classic taste."),
        (melb(2025, 10, 18, 22, 37), "bringing dried beef and mứt back from vietnam to australia customs", "You must declare all food on your Incoming Passenger Card. Meat products, including dried beef jerky (khô bò), are generally not allowed into Australia and will be seized. Commercially packaged sweets (mứt) usually pass after inspection if declared. Penalties apply for undeclared items, so when in doubt, declare."),
        (melb(2025, 11, 2, 16, 5), "apixaban renal dosing AF quick", "Dose reduce to 2.5 mg bd if any 2 of: age ≥ 80, weight ≤ 60 kg, serum creatinine ≥ 133 µmol/L. Check local guidance for CrCl < 15."),
        (melb(2025, 11, 10, 21, 2), "round table 10 or 12 people wedding", "Standard 1.8 m round tables seat 10 comfortably; 12 is possible but tight, especially with large dishes in the middle."),
    ]
    lines = [json.dumps({"ts": d.isoformat(), "q": q, "a": a}, ensure_ascii=False) for d, q, a in Q]
    write("chat/quick_questions.jsonl", "\n".join(lines) + "\n")


# ---------------------------------------------------------------- Facebook Messenger
THREAD = "nhaminh_5827104936185243"
P_LINH = "Thùy Linh Nguyễn"
P_KHOA = "Khoa Nguyễn"
P_ME = "Mai Trần"
P_BA = "Hùng Nguyễn"
P_VY = "Vy Nguyễn"
P_ARJUN = "Arjun Mehta"
P_BAO = "Bảo Lê"


def messenger():
    t = melb
    msgs = [
        (t(2025, 1, 12, 19, 2), P_ME, "Cả nhà ơi, mùng 1 Tết quán mở tới 2 giờ chiều thôi nha", None, None),
        (t(2025, 1, 12, 19, 10), P_KHOA, "Ok mẹ. I'll tell the casuals", None, None),
        (t(2025, 1, 12, 19, 15), P_LINH, "Con vẫn làm sổ sách Chủ nhật như thường nha", None, None),
        (t(2025, 1, 29, 8, 1), P_BA, "Chúc mừng năm mới cả nhà 🧧", [(P_ME, "❤"), (P_VY, "❤")], None),
        (t(2025, 1, 29, 8, 5), P_VY, "Năm mới vui vẻ! Bin với Na gửi lời chào ông bà ngoại 😘", None, None),
        (t(2025, 2, 16, 21, 30), P_KHOA, "fyi Hùng Phát putting bones up to $3.80 from March. Still cheapest tho", None, None),
        (t(2025, 3, 8, 20, 12), P_LINH, "Cả nhà ơi, con với Arjun chốt Mỹ Khê Pavilion rồi nha! Đặt cọc luôn rồi 🏖️", [(P_ARJUN, "😍")], None),
        (t(2025, 3, 8, 20, 20), P_ME, "Đẹp quá con ơi", None, None),
        (t(2025, 3, 8, 20, 25), P_BA, "Bãi biển gió lắm đó con", None, None),
        (t(2025, 4, 20, 12, 40), P_VY, "Easter lunch at the shop was chaos lol, Na spilled trà đá everywhere", None,
         ["photos/490213877_1048825_n.jpg"]),
        (t(2025, 5, 11, 10, 0), P_LINH, "Happy Mother's Day Mẹ ❤️", [(P_ME, "❤")], None),
        (t(2025, 5, 24, 22, 10), P_ME, "Mẹ mới đi chùa về, có chuyện về ngày cưới. Mẹ email cho Linh nha", None, None),
        (t(2025, 6, 1, 19, 30), P_LINH, "Ok cả nhà, theo ý thầy thì mình đổi sang Thứ Bảy 10/1/2026 nha. Con báo Arjun rồi, bên nhà anh ấy ok hết.", [(P_ME, "👍"), (P_BA, "👍")], None),
        (t(2025, 6, 1, 19, 45), P_VY, "10/1 ok với nhà chị, tụi nhỏ còn nghỉ hè", None, None),
        (t(2025, 6, 9, 21, 5), P_LINH, "Update: chuyển qua An Nhiên Garden rồi nha, bỏ Mỹ Khê. Dì Hạnh đi xem giúp rồi, dì khen lắm.", None, None),
        (t(2025, 6, 9, 21, 10), P_BA, "👍", None, None),
        (t(2025, 7, 6, 18, 0), P_KHOA, "Huyền xin nghỉ ca trưa Chủ nhật từ tuần sau (đi học lại), Jayden nhận thay nha", None, None),
        (t(2025, 7, 6, 18, 5), P_LINH, "ok em, nhớ update roster nha", None, None),
        (t(2025, 8, 26, 17, 20), P_KHOA, "Council done ✅ not too bad, 3 small things. Linh has the list", [(P_ME, "❤"), (P_BA, "👍")], None),
        (t(2025, 8, 26, 17, 25), P_ME, "Cảm ơn hai đứa 🙏", None, None),
        (t(2025, 9, 7, 20, 0), P_VY, "Anh Quân nhận làm MC phần tiếng Việt nha, ảnh tập giọng rồi đó 😂", None, None),
        (t(2025, 9, 7, 20, 2), P_ARJUN, "Amazing!! And my mate Nikhil is locked in for the English half 🎤", None, None),
        (t(2025, 9, 7, 20, 3), P_LINH, "Yay so MCs sorted: anh Quân (tiếng Việt) + Nikhil (English) 🙌", [(P_VY, "😆")], None),
        (t(2025, 9, 24, 9, 15), P_BA, "Tủ lạnh mới chạy êm ghê, lạnh nhanh", None, None),
        (t(2025, 10, 5, 19, 0), P_KHOA, "Quán mình đóng cửa hồi đám cưới hay để cô Tư coi?", None, None),
        (t(2025, 10, 5, 19, 20), P_ME, "Đóng cửa đi con, cả nhà đi hết mà", None, None),
        (t(2025, 10, 5, 19, 30), P_KHOA, "Ok chốt: quán đóng cửa từ 30/12 đến hết 13/1, mở lại 14/1. I'll do a sign + update Google", [(P_LINH, "👍")], None),
        (t(2025, 10, 5, 19, 31), P_LINH, "👍 chị báo casuals + suppliers", None, None),
        (t(2025, 10, 19, 20, 10), P_BAO, "Chị Linh ơi, em hỏi rồi, An Nhiên cho đậu xe được 30 chiếc nha", None, None),
        (t(2025, 11, 1, 11, 0), P_ME, "Lễ ăn hỏi Thứ Bảy 6/12, 9 giờ rưỡi sáng ở nhà mình nha cả nhà. Nhà trai khoảng 15 người. Vy bay về được không con?", None, None),
        (t(2025, 11, 1, 11, 30), P_VY, "Được mẹ, con bay về tối Thứ Sáu 5/12", None, None),
        (t(2025, 11, 1, 11, 35), P_ARJUN, "We'll be there 9:15 sharp with the trays 🙏 Mum & Dad will join on video", [(P_ME, "❤")], None),
        (t(2025, 11, 9, 16, 45), P_KHOA, "Hùng Phát báo xương bò lên $4.50/kg từ tuần này 😤 bone broth getting expensive", None, None),
        (t(2025, 11, 9, 16, 50), P_BA, "Mua bên khác coi sao", None, None),
        (t(2025, 11, 9, 17, 2), P_LINH, "Khoa để ý invoice tháng này nha, mình còn nợ họ 1 cái", None, None),
        (t(2025, 11, 12, 21, 0), P_BAO, "Chị ơi, ngày 5/1 em ra sân bay đón bố mẹ anh Arjun nha, em đi xe 7 chỗ của anh Tuấn", None, None),
        (t(2025, 11, 12, 21, 5), P_ARJUN, "Cảm ơn em Bảo nhiều!! 🙏", None, None),
        (t(2025, 11, 16, 10, 0), P_ME, "Linh nhớ đi thử áo dài nha con", None, None),
        (t(2025, 11, 16, 10, 4), P_LINH, "Dạ nhớ mà mẹ 😅", None, None),
    ]
    out = []
    for dt, who, text, reacts, photos in msgs:
        ms = int(round(dt.timestamp() * 1000))
        m = {"sender_name": who, "timestamp_ms": ms}
        if photos:
            m["photos"] = [{"uri": "your_activity_across_facebook/messages/inbox/%s/%s" % (THREAD, p),
                            "creation_timestamp": ms // 1000} for p in photos]
        m["content"] = text
        if reacts:
            m["reactions"] = [{"reaction": r, "actor": a} for a, r in reacts]
        m["is_geoblocked_for_viewer"] = False
        m["is_unsent_image_by_messenger_kid_parent"] = False
        out.append(m)
    out.reverse()  # newest first, like the real export
    obj = {
        "participants": [{"name": n} for n in (P_LINH, P_KHOA, P_ME, P_BA, P_VY, P_ARJUN, P_BAO)],
        "messages": out,
        "title": "Nhà mình 🍜",
        "is_still_participant": True,
        "thread_path": "inbox/" + THREAD,
        "magic_words": [],
        "image": {"uri": "your_activity_across_facebook/messages/photos/nhaminh_group_icon.jpg",
                  "creation_timestamp": 1704067200},
        "joinable_mode": {"mode": 1, "link": ""},
    }
    obj = fb_fix(obj)
    data = json.dumps(obj, ensure_ascii=True, indent=2)
    write("chat/facebook-linhnguyen/your_activity_across_facebook/messages/inbox/%s/message_1.json" % THREAD, data)


def build():
    chatgpt()
    ai_toast()
    sms_arjun()
    quick_questions()
    messenger()
