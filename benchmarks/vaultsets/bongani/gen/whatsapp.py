# -*- coding: utf-8 -*-
"""WhatsApp (iPhone) export of the family group. stdlib only."""

LRM = "\u200e"
GROUP = "Umndeni wakwaDlamini"

B, T, M, Z, S = "Bongani Dlamini", "Thandi ❤️", "Mama", "Zee", "Sbu"

_n = [0]


def _att(ts, kind, ext):
    _n[0] += 1
    d, t = ts.split(" ")
    stamp = d.replace("/", "-") + "-" + t.replace(":", "-")
    return "%08d-%s-%s.%s" % (_n[0], kind, stamp, ext)


# (timestamp "YYYY/MM/DD HH:MM:SS", sender, text)  text special: "@sys:..." "@photo" "@omit:image" etc.
MSGS = [
    ("2023/12/27 18:40:02", GROUP, "@sys:Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them."),
    ("2023/12/27 18:40:02", GROUP, "@sys:Zee created group “Umndeni wakwaDlamini”"),
    ("2023/12/27 18:40:02", GROUP, "@sys:Zee added you"),
    ("2023/12/27 18:40:03", GROUP, "@sys:Zee added Mama, Sbu and Thandi ❤️"),
    ("2023/12/27 18:41:10", Z, "Sanibonani mndeni! 🙌🏾 New group so we stop doing everything in 5 different chats. Mama, this is where you post your good morning messages now 😂"),
    ("2023/12/27 18:43:55", M, "Sawubona mntanami. Ngiyabonga. Kuhle lokhu"),
    ("2023/12/27 18:44:30", B, "Welcome all. And yes Mama, no more forwarding those chain messages here please 🙏🏾"),
    ("2023/12/27 18:45:02", M, "@omit:sticker"),
    ("2023/12/27 19:02:40", S, "Haha. Bhuti, did you tell them about the plan?"),
    ("2023/12/27 19:10:15", B, "Ok family. Thandi and I have been talking. We want to build a granny flat for Mama behind our house in Umhlanga.\nThere's space where the Wendy house is. Mama will have her own place, own gate, but we're right there.\nPriya (the draughtsman Thandi's colleague recommended) is coming in January."),
    ("2023/12/27 19:12:01", Z, "Yoh!! 😭😭 Bhuti this is the best news"),
    ("2023/12/27 19:15:47", M, "Hhayi bo. Ngiyabonga bantwana bami. Ngizocabanga. But I don't want to be a burden to Thandeka"),
    ("2023/12/27 19:16:30", T, "Mama you are not a burden. We want you close. The boys want their gogo next door ❤️"),
    ("2024/01/05 13:02:11", T, "Plumber came for the burst pipe, R2 870 😩 the ceiling in the main bathroom is ruined"),
    ("2024/01/05 13:05:43", B, "@photo"),
    ("2024/01/05 13:06:10", B, "At least it happened before the flat. Same guy won't be doing the flat, he takes forever to reply"),
    ("2024/01/18 19:05:33", B, "@photo"),
    ("2024/01/18 19:05:50", B, "First sketch from Priya 👆🏾 48 m2, one bedroom, stoep facing north"),
    ("2024/01/18 19:20:12", Z, "Looks lovely! Is there a bath?"),
    ("2024/01/18 19:31:40", M, "Angifuni ubhavu. Ngifuna ishawa nje, engangena kuyo ngingakhwelanga. Amadolo ami awasakwazi.\nNesihlalo sokuhlala uma ngigeza."),
    ("2024/01/18 19:33:02", Z, "Translation for Thandi: Mama says NO bath. Only a shower she can walk into without climbing, her knees can't. And a seat to sit on while she washes 😂❤️"),
    ("2024/01/18 19:34:15", T, "Ngiyezwa Mama 😄 I understood most of it! Walk-in shower it is"),
    ("2024/02/13 15:10:05", B, "Plans submitted at the council today 🙏🏾 now we wait"),
    ("2024/02/13 18:01:22", S, "Stage 4 again tonight here in PMB. 18:00-20:30. Stuck at the robot on Church St, the whole thing is out"),
    ("2024/02/13 18:02:03", M, "Nami la eNanda. Ngisebenzisa igesi 🔥"),
    ("2024/02/29 20:15:40", Z, "Reminder: Mama's birthday Sunday!! Who booked the lunch?"),
    ("2024/02/29 20:20:11", T, "Booked ✅ Siyadla Shisanyama in Verulam, Sunday 13:00, table for 12. Under Dlamini."),
    ("2024/02/29 20:21:09", S, "I'm bringing the cake. Chocolate, Mama's favourite"),
    ("2024/02/29 20:22:45", Z, "My flight lands Saturday 11am, Sbu can you fetch me?"),
    ("2024/02/29 20:23:30", S, "Yebo sisi 👍🏾"),
    ("2024/03/03 16:40:02", Z, "@omit:image"),
    ("2024/03/03 16:40:03", Z, "@omit:image"),
    ("2024/03/03 16:41:20", M, "Ngiyabonga bantwana bami. Ngijabule kakhulu namuhla. UNkulunkulu anibusise 🙏🏾"),
    ("2024/03/09 10:12:33", B, "Builder update: we're going with Lucky Ngcobo, cheapest quote by far (R55k less than the other guy) 👍🏾 He can start when the plans are approved"),
    ("2024/03/09 10:30:02", T, "Still think we should phone his references properly"),
    ("2024/03/09 10:31:40", B, "I will, I will"),
    ("2024/03/10 21:05:18", Z, "Bhuti one more thing, please don't put concrete tiles on Mama's flat roof. The hail in November cracked half of mine in Randburg, the insurance took FOUR months and the assessor came 3 times.\nSheeting is much easier to fix and it's lighter. Just saying 🙃"),
    ("2024/03/10 21:09:55", B, "Noted sisi. Priya drew tiles to match our house but we'll look at it when we get to the roof"),
    ("2024/03/10 21:10:30", S, "She's right though. Our church hall in PMB has IBR and it's been fine for 20 years"),
    ("2024/04/12 18:45:10", B, "Change of plan family: NOT going with Lucky. I finally phoned his references – a lady in Tongaat has a leaking roof since December and he's not NHBRC registered, so the bank won't pay him.\nWe signed with Themba (Mkhize Builders) today. More expensive but proper. Thandi was right 🙈"),
    ("2024/04/12 18:47:33", T, "I'm always right 😌 but seriously, good call babe"),
    ("2024/04/12 18:50:02", M, "Kulungile. Umuntu oqotho uyabonakala. Themba ngimbonile, uhlonipha abantu abadala"),
    ("2024/05/14 10:20:41", B, "PLANS APPROVED 🎉🎉🎉"),
    ("2024/05/14 10:22:10", Z, "Yessss!!! 🙌🏾"),
    ("2024/05/14 10:30:55", M, "Halala! 🙏🏾"),
    ("2024/05/21 16:02:18", B, "Bank approved the top-up too 🙏🏾 a bit less than we asked for, but we'll manage. Builder starts 3 June"),
    ("2024/06/03 07:40:15", B, "@photo"),
    ("2024/06/03 07:40:40", B, "Day 1! Mama is here supervising with her flask 😂"),
    ("2024/06/21 20:10:02", T, "Nox is house-sitting while we're in the Berg. Everyone behave 😂 Mama, if you need anything Nox is at the house"),
    ("2024/06/25 17:45:20", T, "@photo"),
    ("2024/06/25 17:45:50", T, "Tugela Gorge! Lwazi cried at the chain ladder then refused to come down 😂"),
    ("2024/06/25 18:02:11", M, "Hhayi, nizongibulalisa ngokwesaba! Be careful!"),
    ("2024/07/14 19:20:33", B, "Family meeting result (Zee you will be happy): the flat gets charcoal IBR sheeting, not concrete tiles. Lighter trusses, quicker, and no hail drama"),
    ("2024/07/14 19:22:05", Z, "Told you 😌😌"),
    ("2024/07/14 19:25:48", M, "Kodwa akuzokhala kakhulu uma lina? I don't want noise when it rains"),
    ("2024/07/14 19:27:10", B, "There's insulation under the sheets Mama, it will be quiet. Promise"),
    ("2024/08/20 21:14:02", T, "Babe please, warm white bulbs in Mama's flat. NOT those cool white hospital lights like in our garage 🙈 They make everyone look sick. Warm white everywhere, even the bathroom"),
    ("2024/08/20 21:15:30", B, "Yes boss. Already ordered some warm white downlights"),
    ("2024/08/20 21:16:02", Z, "Thandi is right, cool white is for the Spar not for a home 😂"),
    ("2024/09/02 19:00:45", B, "PSA: new wifi password at home for when you visit – Bhubesi#Home24\nThe old one was on every phone in Umhlanga 😂"),
    ("2024/09/02 19:03:12", S, "Haha 😂 the dog's name, very secure bhuti"),
    ("2024/09/24 12:10:33", T, "@photo"),
    ("2024/09/24 12:10:34", T, "@photo"),
    ("2024/09/24 12:11:20", T, "Braai Day is PACKED 🔥 Lwazi is stirring pap like a pro"),
    ("2024/09/24 13:02:40", M, "@omit:image"),
    ("2024/09/24 13:03:10", M, "Ngihlezi nomama besonto emthunzini 😊"),
    ("2024/10/13 17:30:12", M, "uMaNgcobo wasesontweni uzongithungela amakhethini efulethi. Ngizothenga indwangu ngoMgqibelo"),
    ("2024/10/13 17:40:05", Z, "Aww Mama 😍 For the non-isiZulu speakers: MaNgcobo from Mama's church is going to sew the curtains for the flat, Mama is buying the fabric on Saturday"),
    ("2024/10/13 17:41:30", T, "That's beautiful. Mama, measure the windows first – Bongani has the sizes"),
    ("2024/10/13 17:45:50", B, "Bedroom 1.8 x 1.2, lounge 2.4 x 1.5, kitchen 1.2 x 0.9. Sending Mama the drawing too"),
    ("2024/10/16 16:55:02", B, "@photo"),
    ("2024/10/16 16:55:30", B, "Solar is in ☀️ Mama will never sit in the dark again"),
    ("2024/10/16 17:01:48", S, "Sharp bhuti 🔥"),
    ("2024/11/05 19:15:20", B, "Bad news family: the bathroom tiles are back-ordered. Themba says handover 12 Dec.\nNew plan: Mama moves in on Saturday 14 December (not 30 Nov). Zee, don't book for the 30th!"),
    ("2024/11/05 19:18:02", Z, "Eish. Ok, changing my plans. 14 Dec it is"),
    ("2024/11/05 19:20:41", M, "Akukho ngxaka. Ngisazopakisha."),
    ("2024/11/05 19:22:09", S, "14th works for me. I'll bring my bakkie on the Saturday morning for Mama's things"),
    ("2024/11/08 21:20:55", Z, "Booked! Flying down Friday 13th in the evening. Forwarded the booking to Bhuti"),
    ("2024/11/08 21:25:14", S, "I'll fetch Zee at King Shaka on the Friday, Bongani you stay home with the painters"),
    ("2024/11/08 21:26:00", B, "Deal. Thanks Sbu"),
    ("2024/11/10 09:12:40", Z, "Question: who's doing Mama's SASSA change of address? And the clinic card needs to move from Inanda to Umhlanga or she'll be sent around in circles for her BP pills"),
    ("2024/11/10 09:30:22", B, "After the move. I'll take her to SASSA in the week after. Clinic too."),
    ("2024/11/10 09:31:05", Z, "Ok please don't forget 🙏🏾 her pension can't bounce in January"),
    ("2024/11/14 18:40:11", B, "@photo"),
    ("2024/11/14 18:40:30", B, "Kyle from the solar company came back today. Mama's flat is ready for Stage 8 if Eskom wants to try us 😂"),
    ("2024/11/14 18:45:02", M, "@omit:audio"),
    ("2024/11/14 18:46:15", Z, "Mama please type, we can't listen to voice notes at work 😂"),
    ("2024/11/14 18:50:40", M, "Ngithi ngiyabonga mntanami 🙏🏾"),
    ("2024/11/22 20:05:33", S, "@deleted"),
    ("2024/11/22 20:06:01", S, "Wrong group 😂 sorry"),
    ("2024/11/23 08:15:20", T, "Mama's curtains are DONE 😍 MaNgcobo dropped them off. They're yellow!"),
    ("2024/11/23 08:16:44", T, "@photo"),
]

OMIT = {"image": "image omitted", "sticker": "sticker omitted", "audio": "audio omitted",
        "video": "video omitted"}


def build_chat():
    _n[0] = 0
    out = []
    for ts, who, text in MSGS:
        d, t = ts.split(" ")
        stamp = "[%s, %s]" % (d, t)
        if text.startswith("@sys:"):
            out.append("%s%s %s: %s%s" % (LRM, stamp, who, LRM, text[5:]))
        elif text == "@photo":
            out.append("%s%s %s: %s<attached: %s>" % (LRM, stamp, who, LRM, _att(ts, "PHOTO", "jpg")))
        elif text.startswith("@omit:"):
            out.append("%s%s %s: %s%s" % (LRM, stamp, who, LRM, OMIT[text[6:]]))
        elif text == "@deleted":
            out.append("%s%s %s: %sThis message was deleted." % (LRM, stamp, who, LRM))
        else:
            out.append("%s %s: %s" % (stamp, who, text))
    return ("\n".join(out) + "\n").encode("utf-8")
