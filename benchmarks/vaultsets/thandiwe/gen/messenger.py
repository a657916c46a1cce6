"""Facebook Messenger export (message_1.json) - siblings group chat.

Messenger's JSON export writes every string as UTF-8 bytes re-read as
Latin-1 and then \\u-escaped ("mojibake"), messages newest first.
"""
import json
from common import epoch_ms

T, S, L = "Thandiwe Mokoena", "Sipho Mokoena", "Lerato Dube"
THREAD = "inbox/mokoenakids_3958201746"

CHAT = [
    # (when, sender, content, extras)
    ("2024-11-18 06:52", T, "Guys my geyser BURST this morning. Water through the bathroom light 😭 Bongani is coming at 10", {}),
    ("2024-11-18 07:03", L, "Nooo! Are you ok? Switch off the electricity at the board!!", {}),
    ("2024-11-18 07:05", T, "Done, water off too. Just wet and cross", {"reactions": [(L, "😢")]}),
    ("2024-11-18 07:31", S, "Claim on insurance. Don't let the plumber start before they approve, they'll say you didn't give them a chance to assess", {}),
    ("2024-11-18 07:32", T, "Yes yes Mr Accountant 🙄", {"reactions": [(L, "😂")]}),
    ("2024-11-18 19:10", T, None, {"photos": ["geyser_1.jpg"]}),
    ("2024-11-18 19:11", L, "Haibo that tank is finished. Come shower at mine lol (it's 80km)", {}),
    ("2024-12-22 13:40", L, "Baba arrived safe, he says the N3 was full of 'crazy Gauteng people' 😂", {}),
    ("2024-12-22 13:41", S, "We ARE the crazy Gauteng people. See you tomorrow", {}),
    ("2025-01-19 20:15", T, "Ok can we please talk about Baba's costs properly now that the festive season is over. The gap payments + pharmacy + the INR co-payments are adding up and right now it's whoever happens to be there pays. I paid R3 100 in December alone.", {}),
    ("2025-01-19 20:22", S, "Agree. By income is fairest. I earn the most, I'll do the most", {"reactions": [(T, "❤️"), (L, "❤️")]}),
    ("2025-01-19 20:30", L, "I can't do a third on a teacher's salary, sorry. 20%?", {}),
    ("2025-01-19 20:41", T, "Ok so we're agreed - Sipho 50, me 30, Lerato 20 for Baba's medical gap, meds and co-payments, starting Feb. Each of us pays what we can on the day and I'll keep a running spreadsheet and we settle up at month end.", {}),
    ("2025-01-19 20:42", S, "Agreed 👍", {}),
    ("2025-01-19 20:44", L, "Agreed. Ngiyabonga sisi for doing the spreadsheet, you know I'd lose it", {}),
    ("2025-02-06 11:05", L, "INR 2.7 today. Nurse says perfect. Baba says he wants a medal", {"reactions": [(T, "😂")]}),
    ("2025-03-03 18:20", S, "Thandi I'll put R8k towards your inverter thing. Baba must have somewhere with lights when Pinetown is off", {}),
    ("2025-03-03 18:26", T, "Sipho!! Thank you. That actually changes what I can afford, let me look at the quotes again", {"reactions": [(S, "👍")]}),
    ("2025-03-20 14:02", T, "Eye clinic done. Cataract still 'not ready' for the op, recheck in a year. He charmed the whole waiting room", {}),
    ("2025-04-04 17:45", T, None, {"photos": ["inverter_installed.jpg"]}),
    ("2025-04-04 17:46", T, "Installed!! Baba you are officially invited for load-shedding sleepovers 😂", {"reactions": [(L, "🎉"), (S, "🎉")]}),
    ("2025-05-06 12:30", L, "Took Baba to the new heart doctor. She's lovely, very thorough. She wants an echo and a 24 hour heart monitor thing. Medical aid needs to approve first", {}),
    ("2025-05-06 12:34", T, "Thanks Lele. I'll do the medical aid side", {}),
    ("2025-06-10 18:02", T, "Echo + Holter done. Results 'reasonable for his age'. He hated the Holter, said it's like wearing a cellphone in your vest", {"reactions": [(S, "😂")]}),
    ("2025-06-10 18:05", T, "Also INR was 3.8 last week so the clinic dropped the warfarin from 5 to 4mg. Lerato I've updated the pill box note", {}),
    ("2025-06-10 18:40", L, "Ok noted, 4mg. I'll check the box on Sunday", {}),
    ("2025-07-01 19:12", T, "June tally: Baba's costs R2 840 total. Sipho R1 420, me R852, Lerato R568. Lerato already paid R600 so you're R32 up 😂", {}),
    ("2025-08-17 21:03", L, "Guys I'm worried. Baba scraped the gate pillar with the bakkie AGAIN coming back from the evening church service. He says it was the rain. It wasn't raining.", {}),
    ("2025-08-17 21:06", L, "I really think Baba must stop driving at night. His left eye with the cataract, the glare from the headlights... Daytime to church and the Spar fine, but at night no. Someone is going to get hurt", {"reactions": [(T, "👍"), (S, "👍")]}),
    ("2025-08-17 21:15", S, "Try telling him that 😂 But ya, you're right. You tell him, he listens to you", {}),
    ("2025-08-17 21:20", T, "Agree with Lele. Maybe Mr Shezi can drive him to evening service? I'll ask", {}),
    ("2025-09-24 20:30", S, "Thanks for today Lele, the lamb was 🔥. Baba was so happy", {"reactions": [(L, "❤️")]}),
    ("2025-10-01 08:15", T, "Sipho reminder - Aug + Sept share for Baba is R2 960, whenever you can 🙏", {}),
    ("2025-10-01 12:40", S, "Ja ja, month end was crazy, will do", {}),
    ("2025-10-16 11:20", L, "INR 3.4 this morning 🙄 The clinic phoned - they're dropping him to 3mg daily from tonight, recheck in 4 weeks. He has some bruises on his arms, they said that's why", {}),
    ("2025-10-16 11:31", T, "Eish. Ok 3mg from tonight. I'll update the note and the pill box instructions. Thank you for taking him", {}),
    ("2025-10-20 12:02", T, "The heart clinic moved Baba's follow-up to later in November (I've forwarded you both the email). I can't do it - last busy weeks before leave, I've got the big bridge inspection and handover. Can one of you take him?", {}),
    ("2025-10-20 12:40", S, "I'm in Joburg till the 19th Dec, sorry", {}),
    ("2025-10-20 16:05", L, "I'll take Baba for the heart one. The school has exam marking that week so I can take a day. Which day is it again?", {}),
    ("2025-10-20 16:09", T, "Check the email I forwarded, time and date are there. Ngiyabonga Lele ❤️ You're the best", {"reactions": [(L, "❤️")]}),
    ("2025-10-24 09:12", S, "Sent my share, R2 960. Don't say I never pay 😂", {"reactions": [(T, "🙏")]}),
    ("2025-10-26 19:45", L, "Christmas: Secret Santa draw this week? R500 limit. Baba wants to be included but says he's buying everyone socks", {}),
    ("2025-10-26 19:50", T, "Haha yes. Socks from Baba is tradition at this point", {}),
]


def moj(s):
    """What Messenger does: UTF-8 bytes, read back as Latin-1."""
    return s.encode("utf-8").decode("latin-1")


def build():
    msgs = []
    for i, (when, sender, content, extra) in enumerate(CHAT):
        ts = epoch_ms(when, extra_ms=(i * 137) % 1000)
        m = {"sender_name": moj(sender), "timestamp_ms": ts}
        if content is not None:
            m["content"] = moj(content)
        for p in extra.get("photos", []):
            m["photos"] = [{"uri": "messages/%s/photos/%s" % (THREAD, p),
                            "creation_timestamp": ts // 1000}]
        if extra.get("reactions"):
            m["reactions"] = [{"reaction": moj(r), "actor": moj(a)}
                              for a, r in extra["reactions"]]
        m["is_geoblocked_for_viewer"] = False
        msgs.append(m)
    msgs.reverse()  # Messenger exports are newest first
    data = {
        "participants": [{"name": moj(T)}, {"name": moj(S)}, {"name": moj(L)}],
        "messages": msgs,
        "title": moj("Mokoena Kids 🏠"),
        "is_still_participant": True,
        "thread_path": THREAD,
        "magic_words": [],
        "image": {"uri": "messages/%s/photos/group_icon.jpg" % THREAD,
                  "creation_timestamp": 1732000000},
        "joinable_mode": {"mode": 1, "link": ""},
    }
    # Messenger writes ASCII-escaped JSON with 2-space indent
    return (json.dumps(data, indent=2, ensure_ascii=True) + "\n").encode("ascii")


FILES = {"chat/messenger/inbox/mokoenakids_3958201746/message_1.json": build()}
