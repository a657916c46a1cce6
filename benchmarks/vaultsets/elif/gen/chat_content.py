# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT conversations.json, a plain messages JSON, a JSONL of quick
questions, and a WhatsApp (iOS) family group export. Plus the two CSV files."""
import calendar
import datetime as dt
import hashlib
import json

LRM = "\u200e"


def _uuid(seed):
    h = hashlib.md5(seed.encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], "4" + h[13:16], "a" + h[17:20], h[20:32])


def _epoch(s):
    d = dt.datetime.strptime(s, "%Y-%m-%d %H:%M:%S")
    return calendar.timegm(d.timetuple()) + 0.123456


# ------------------------------------------------------------------ ChatGPT
def _msg_node(conv, key, role, text, ts, parent):
    return {
        "id": _uuid(conv + key),
        "message": {
            "id": _uuid(conv + key),
            "author": {"role": role, "name": None, "metadata": {}},
            "create_time": ts, "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": {}, "recipient": "all", "channel": None,
        },
        "parent": parent, "children": [],
    }


def _conversation(title, seed, turns, branches=None):
    """turns: list of (key, role, text, 'YYYY-mm-dd HH:MM:SS', parent_key or None)."""
    mapping = {}
    root = _uuid(seed + "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sysid = _uuid(seed + "sys")
    mapping[root]["children"].append(sysid)
    mapping[sysid] = {"id": sysid, "message": {
        "id": sysid, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    times = []
    last = None
    for key, role, text, ts, parent_key in turns:
        pid = sysid if parent_key == "sys" else _uuid(seed + parent_key)
        t = _epoch(ts)
        times.append(t)
        node = _msg_node(seed, key, role, text, t, pid)
        mapping[node["id"]] = node
        mapping[pid]["children"].append(node["id"])
        last = node["id"]
    current = _uuid(seed + turns[-1][0])
    cid = _uuid(seed + "conv")
    return {"title": title, "create_time": min(times), "update_time": max(times),
            "mapping": mapping, "moderation_results": [], "current_node": current,
            "plugin_ids": None, "conversation_id": cid, "conversation_template_id": None,
            "gizmo_id": None, "is_archived": False, "safe_urls": [],
            "default_model_slug": "gpt-4o", "id": cid}


CONV_KOFTE = _conversation("Mercimek köftesi for a crowd", "conv-kofte", [
    ("u1", "user", "I have a mercimek köftesi recipe that feeds 6: 1 cup red lentils (200 g), 1 cup fine bulgur (170 g), 1 onion, 2 tbsp tomato paste, 1 tbsp pepper paste, 1/2 cup olive oil, a bunch of spring onions, a bunch of parsley, juice of 1 lemon, 1 tsp cumin, 2 tsp pul biber. I need it for 14 people at my community kitchen class. Scale it please and round to sensible shop quantities.", "2024-10-08 19:02:11", "sys"),
    ("a1", "assistant", "Scaling from 6 to 14 people is a factor of about 2.33. Rounded to sensible quantities:\n\n- Red lentils: 470 g → buy a 500 g bag and use it all\n- Fine (köftelik) bulgur: 400 g\n- Onions: 2 large\n- Tomato paste: 5 tbsp (about 100 g)\n- Pepper paste (biber salçası): 2–3 tbsp\n- Olive oil: about 280 ml (a generous cup plus 2 tbsp)\n- Spring onions: 2 bunches\n- Parsley: 2 large bunches\n- Lemons: 2–3\n- Cumin: 2 tsp\n- Pul biber: 1.5 tbsp, plus extra to taste\n\nFor 14 people you'll get roughly 70 köfte if each person has 5. Cook the lentils in about 1.1 litres of water; when they're soft, turn the heat off, stir in the bulgur and cover for 20 minutes so it absorbs the liquid.", "2024-10-08 19:02:40", "u1"),
    ("u2", "user", "and how much lettuce to serve them on?", "2024-10-08 19:05:03", "a1"),
    ("a2", "assistant", "Allow 4–5 leaves per person: around 5 heads of Little Gem or 2 large Romaine, plus lemon wedges. Wash and dry the leaves the night before and keep them in a bag with kitchen paper.", "2024-10-08 19:05:20", "u2"),
])

CONV_GREY = _conversation("Explaining anaesthetic risk to a greyhound owner", "conv-grey", [
    ("u1", "user", "I'm a veterinary nurse. An owner of a 10-year-old greyhound is very anxious about a dental under general anaesthetic. Can you help me write a calm, plain-English explanation of why greyhounds need extra care under anaesthesia and what we do to keep them safe? Not too long.", "2024-07-16 20:44:51", "sys"),
    ("a1", "assistant", "Here's a short explanation you could use:\n\n\"Greyhounds are a little different from other dogs: they are very lean, so some anaesthetic drugs last longer in their bodies, and they can lose heat quickly. Because we know this, we choose drugs that suit sighthounds, we give fluids through a drip, we keep him warm with heated blankets, and a nurse monitors his heart, breathing, oxygen and blood pressure the whole time — from the moment he's asleep until he's standing up again. Older dogs also get a blood test beforehand to check his kidneys and liver. Most greyhounds sail through their dentals, and afterwards he'll be much more comfortable eating.\"", "2024-07-16 20:45:30", "u1"),
])

CONV_FLYER = _conversation("Cooking class flyer", "conv-flyer", [
    ("u1", "user", "Write a short friendly flyer for my Turkish home cooking class in Sheffield. Every other Saturday 10–1:30, £25 per person including ingredients and a takeaway box.", "2024-11-29 21:10:02", "sys"),
    ("a1", "assistant", "**Cook Turkish at Home – Saturday Mornings in Sheffield**\n\nLearn real Turkish home cooking, the way it's made in İzmir kitchens. Every other Saturday, 10:00–13:30. £25 per person — all ingredients included, and you take home a box of what you've made. Small friendly groups, all levels welcome. Afiyet olsun!", "2024-11-29 21:10:25", "u1"),
    ("u1b", "user", "Write a short friendly flyer for my Turkish home cooking class in Sheffield. Every other Saturday 10–1:30 at Abbeydale Community Kitchen. From January it's £30 per person including all ingredients and a takeaway box. Max 10 people. Mention the vegan weeks.", "2024-11-29 21:12:40", "sys"),
    ("a1b", "assistant", "**Elif's Turkish Kitchen – Saturday Cooking Classes**\n\nReal Turkish home cooking in the heart of Sheffield. Every other Saturday, 10:00–13:30 at Abbeydale Community Kitchen. Small groups of no more than 10, so everyone gets hands on.\n\nFrom January: £30 per person, including all ingredients and a takeaway box of everything you cook. Every sixth week is a vegan week — mercimek köftesi, ezme, imam bayıldı and more.\n\nBook early — places go fast!", "2024-11-29 21:13:05", "u1b"),
    ("u2", "user", "shorter please, and add one Turkish phrase with a translation", "2024-11-29 21:15:30", "a1b"),
    ("a2", "assistant", "**Elif's Turkish Kitchen**\nEvery other Saturday, 10:00–13:30, Abbeydale Community Kitchen.\nMax 10 people · £30 including ingredients + takeaway box · vegan weeks too.\n\n\"Elinize sağlık!\" — \"Health to your hands!\" (what Turks say to the cook). Come and earn it.", "2024-11-29 21:15:52", "u2"),
])

CHATGPT = [CONV_FLYER, CONV_KOFTE, CONV_GREY]

# ------------------------------------------------------------------ plain messages JSON
ASSISTANT_ANNEM = [
    {"role": "user", "content": "My mum (72) had a knee replacement in November and is visiting us in Sheffield from 3 April for four weeks. She can walk about 20 minutes on the flat with a stick, stairs are hard. Can you suggest some day trips from Sheffield that suit her? We have a car.", "timestamp": "2025-02-02T20:14:09Z"},
    {"role": "assistant", "content": "Here are some gentle days out within an hour of Sheffield:\n\n1. Chatsworth House – you can borrow a wheelchair or mobility scooter (book ahead); the house has a lift route and the garden paths near the house are flat.\n2. Bakewell – park near the river, a short flat walk along the Wye, and of course a Bakewell pudding. Benches everywhere.\n3. Sheffield Botanical Gardens – close to home, level paths, glass pavilions if it rains.\n4. Surprise View / Longshaw – drive up for the view, café and loos next to the car park.\n5. Hardwick Hall – wheelchair available, ask about the accessible parking.\n\nTip: plan one outing every second day and build in a café stop; after a knee replacement, sitting too long in the car can make her stiff, so stop every 45 minutes.", "timestamp": "2025-02-02T20:14:41Z"},
    {"role": "user", "content": "She also wants to see my cooking class and the kids' school. Anything for a rainy day?", "timestamp": "2025-02-02T20:17:55Z"},
    {"role": "assistant", "content": "Rainy-day ideas: Millennium Gallery and Winter Garden in the city centre (flat, lifts, café), Kelham Island Museum, a matinee at the Crucible or the Lyceum (ask for aisle seats so she can stretch the knee), or a long Turkish breakfast at home with her teaching the kids a family recipe — often the favourite part of a visit.", "timestamp": "2025-02-02T20:18:20Z"},
]

# ------------------------------------------------------------------ JSONL quick questions
QUICK = [
    {"ts": "2024-04-02T07:41:00+01:00", "q": "1 su bardağı kaç ml", "a": "About 200 ml (a standard Turkish water glass). A çay bardağı is about 100 ml, a yemek kaşığı about 15 ml."},
    {"ts": "2024-04-20T17:05:00+01:00", "q": "gözleme dough how long to rest", "a": "At least 30 minutes covered; up to 2 hours is fine. It rolls thinner after resting."},
    {"ts": "2024-05-11T21:30:00+01:00", "q": "mantı freeze before or after boiling", "a": "Freeze uncooked, spread on a floured tray, then bag them. Boil from frozen, add 2–3 minutes."},
    {"ts": "2024-06-21T22:10:00+01:00", "q": "best way to keep yufka from drying out", "a": "Keep it in its packet until needed, then under a slightly damp tea towel while you work. Don't refrigerate it open."},
    {"ts": "2024-07-20T09:12:00+01:00", "q": "is xylitol toxic to dogs", "a": "Yes – even small amounts can cause a dangerous drop in blood sugar and liver damage in dogs. Keep sugar-free gum and some peanut butters away from them."},
    {"ts": "2024-10-20T20:44:00+01:00", "q": "baklava şerbet sıcak mı soğuk mu dökülür", "a": "One must be hot and the other cold: pour cold (room-temperature) syrup over hot baklava straight from the oven, or hot syrup over completely cooled baklava. Never hot on hot (it goes soggy) and never cold on cold (it won't soak in)."},
    {"ts": "2024-11-02T08:03:00+00:00", "q": "180C fan oven to gas mark", "a": "180°C conventional is about gas mark 4. In a fan oven use around 160°C for the same result."},
    {"ts": "2024-11-06T13:22:00+00:00", "q": "translate allergen information sheet into Turkish", "a": "Alerjen bilgi formu. 'Contains nuts' = 'Kuruyemiş içerir'; 'contains sesame' = 'Susam içerir'."},
    {"ts": "2025-01-05T19:47:00+00:00", "q": "how long does a child passport renewal take uk", "a": "Usually about 3 weeks when you apply online, but allow longer before the summer holidays when demand is high."},
    {"ts": "2025-01-22T21:15:00+00:00", "q": "RVN CPD hours requirement", "a": "Registered veterinary nurses must do at least 45 hours of CPD over a rolling three-year period (an average of 15 hours a year)."},
    {"ts": "2025-02-27T18:40:00+00:00", "q": "is güllaç vegan", "a": "Not usually – the güllaç sheets (starch and flour) are vegan, but they're soaked in sweetened milk. You can make it with oat or almond milk."},
    {"ts": "2025-03-01T07:30:00+00:00", "q": "ramazan 2025 sheffield iftar saati", "a": "Sunset in Sheffield moves from about 17:50 at the start of March to about 18:35 at the end; around 22 March it is roughly 18:20."},
    {"ts": "2025-03-03T22:05:00+00:00", "q": "1 yemek kaşığı salça kaç gram", "a": "Roughly 20 g of tomato or pepper paste per level tablespoon."},
]

# ------------------------------------------------------------------ WhatsApp (iOS export)
WA = [
    ("12/03/2024, 09:01:44", "Yıldız Ailesi 🇹🇷", LRM + "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them."),
    ("12/03/2024, 09:02:10", "Babam", "Günaydın çocuklar. Balkonun tavanından yine su damlıyor, üst kattaki Nuri Bey'in gideri. Yönetici usta çağıracakmış."),
    ("12/03/2024, 09:15:33", "Zeynep 🌸", "Baba sen sakın merdivene çıkıp kendin bakmaya kalkma!!"),
    ("12/03/2024, 12:40:02", "Elif", "Babacım ustayı bekle lütfen 🙏"),
    ("12/03/2024, 12:40:30", "Elif", LRM + "<attached: 00000004-PHOTO-2024-03-12-12-40-30.jpg>"),
    ("12/03/2024, 12:41:05", "Elif", "Bakın burası kursu yapacağım mutfak! Nisan'da başlıyoruz 🎉"),
    ("12/03/2024, 12:55:17", "Annem ❤️", "Maşallah kızım çok güzel. Mercimeği benim gibi yap, patates koy 😊"),
    ("12/03/2024, 12:56:02", "Zeynep 🌸", "İngilizlere menemen de öğret ama soğanlı 😜"),
    ("12/03/2024, 13:02:48", "Elif", "Soğanlı menemen menemen değildir Zeynep. Kursta soğansız yapacağım, tartışma kapandı 😤"),
    ("12/03/2024, 13:03:30", "Babam", "Ben soğanlı severim 😄"),
    ("12/03/2024, 13:05:11", "Annem ❤️", "Elif haklı. Soğansız."),
    ("12/03/2024, 13:05:50", "Kerem", "Ben tarafsızım 🤐"),
    ("14/04/2024, 18:20:12", "Elif", LRM + "<attached: 00000011-PHOTO-2024-04-14-18-20-12.jpg>"),
    ("14/04/2024, 18:20:40", "Elif", "İlk kurs dün oldu! 7 kişi geldi, herkes mercimeği bitirdi 🥹"),
    ("14/04/2024, 18:31:02", "Annem ❤️", "Aferin benim kızıma ❤️ Patates koydun mu?"),
    ("14/04/2024, 18:31:40", "Elif", "Koydum anne 😄"),
    ("03/05/2024, 10:14:55", "Zeynep 🌸", "Annemin ortopedi randevusu 4 Haziran'a verildi, ben götüreceğim."),
    ("14/05/2024, 21:50:19", "Elif", "Biletleri aldık! 28 Temmuz geliyoruz, 18 Ağustos dönüş. İstanbul aktarmalı ama olsun."),
    ("14/05/2024, 21:52:03", "Babam", "Oh oh 🎉 Tom'u Göztepe maçına götürürüm."),
    ("14/05/2024, 21:58:47", "Tom", "Yes please Hüseyin! Çok teşekkürler 😅"),
    ("04/06/2024, 19:30:00", "Zeynep 🌸", "Ablacım mail attım doktordan sonra, oku lütfen, sonra konuşalım."),
    ("16/06/2024, 10:02:31", "Zeynep 🌸", "Bayramınız mübarek olsun 🐑❤️"),
    ("16/06/2024, 10:05:12", "Elif", "Sizin de! 12'de görüntülü arayalım mı?"),
    ("16/06/2024, 12:58:40", "Zeynep 🌸", LRM + "<attached: 00000019-PHOTO-2024-06-16-12-58-40.jpg>"),
    ("16/06/2024, 13:01:15", "Zeynep 🌸", "Babam şaka yapıp elini kameraya uzattı, Tom da gerçekten telefonun ekranını öptü 😂😂😂 bayram el öpmesi diye! hâlâ gülüyoruz"),
    ("16/06/2024, 13:02:09", "Kerem", "Efsane 😂 videosu var mı"),
    ("16/06/2024, 13:04:33", "Tom", "In my defence, he held his hand out!! I was being respectful 😭"),
    ("16/06/2024, 13:05:20", "Babam", "Tom oğlum en iyi damat 😄 sonra alnına da koydu ekranı"),
    ("16/06/2024, 13:06:02", "Elif", "Tom'u artık hep bununla anacağız 🙈"),
    ("26/07/2024, 22:40:18", "Elif", "Yarın gece yola çıkıyoruz! Hannah evde kalacak, Biscuit onu çok seviyor."),
    ("28/07/2024, 21:12:44", "Elif", "İstanbul'da saatlerce bekledik, uçak da rötar yaptı, Ayla kustu 😩 ama geldik!!"),
    ("28/07/2024, 21:13:30", "Zeynep 🌸", "Hoş geldiniz!!! Annem sofrayı kurdu bile"),
    ("19/08/2024, 08:05:51", "Elif", "Eve döndük. Evin sessizliği çok garip. Sizi şimdiden özledim 😢"),
    ("19/08/2024, 08:20:07", "Annem ❤️", "Biz de kızım. Ev bomboş kaldı."),
    ("10/10/2024, 17:45:23", "Zeynep 🌸", "Ameliyat tarihi kesinleşti: 14 Kasım Perşembe, Ege Şifa Hastanesi'nde (Bornova). Sabah 8'de orada olacağız."),
    ("10/10/2024, 17:52:10", "Elif", "Tamam. İzin alıp o hafta geleyim mi?"),
    ("10/10/2024, 17:58:41", "Zeynep 🌸", "Gerek yok abla, ben buradayım. Sen ameliyattan sonra gel, anneme bak, daha çok işe yarar."),
    ("14/11/2024, 11:42:05", "Zeynep 🌸", "Ameliyat bitti, doktor çok iyi geçti dedi 🙏 Annem uyandı, seni sordu."),
    ("14/11/2024, 11:50:33", "Elif", "Çok şükür 😭❤️"),
    ("14/11/2024, 12:03:19", "Tom", "Such great news. Geçmiş olsun Nermin! ❤️"),
    ("02/12/2024, 16:30:44", "Babam", "Balkon için usta geldi, su gideri çürümüş. Teklif verecekmiş."),
    ("05/01/2025, 19:11:02", "Elif", "Babacım balkon ne oldu?"),
    ("05/01/2025, 19:40:56", "Babam", "Yönetim toplantısı olacak, üst kat komşu parayı vermek istemiyor. Bekliyoruz."),
    ("18/02/2025, 21:20:13", "Zeynep 🌸", "Ablacım annemin uçuşu değişti, bütün detayları maille yazdım. Bir hafta sonra geliyor."),
    ("18/02/2025, 21:25:40", "Elif", "Gördüm! Fizik tedavi kontrolü yüzünden değil mi? Tamam sorun değil."),
    ("18/02/2025, 21:31:08", "Zeynep 🌸", "Havalimanında kim alacak annemi?"),
    ("18/02/2025, 21:40:27", "Elif", "O gün ben geç vardiyadayım maalesef. Tom alır, izin aldı bile 🙂"),
    ("18/02/2025, 21:41:55", "Tom", "Yes! I'll be at arrivals with a big sign that says NERMİN 😄"),
    ("18/02/2025, 21:43:12", "Annem ❤️", "Tom'um benim ❤️"),
    ("01/03/2025, 04:58:31", "Annem ❤️", "Hayırlı Ramazanlar 🌙 sahura kalktınız mı"),
    ("01/03/2025, 07:15:09", "Elif", "Size de anneciğim 🌙 Bu ay kursta iftar yemeği yapıyoruz, 30 kişi!"),
    ("08/03/2025, 10:22:48", "Babam", "Balkon: yönetim sonunda kabul etti, usta Mart sonunda gelip teklif getirecekmiş. Hâlâ bekliyoruz yani 🙄"),
    ("08/03/2025, 10:30:02", "Zeynep 🌸", "Baba sen yine de merdivene çıkma lütfen"),
    ("11/03/2025, 22:03:17", "Elif", LRM + "This message was deleted."),
    ("12/03/2025, 20:15:40", "Elif", "Anneciğim getirebilirsen:\n- Antep fıstığı (az)\n- tarhana\n- Ülker gofret çocuklara 😄\nBaşka bir şey istemiyorum, bavulu ağır yapma!"),
    ("12/03/2025, 20:19:22", "Annem ❤️", LRM + "<attached: 00000058-PHOTO-2025-03-12-20-19-22.jpg>"),
    ("12/03/2025, 20:19:50", "Annem ❤️", "Şimdiden bavul hazırlıyorum 😄"),
]


def whatsapp_text():
    out = []
    for ts, name, text in WA:
        out.append("[%s] %s: %s" % (ts, name, text))
    return ("\n".join(out) + "\n").encode("utf-8")


# ------------------------------------------------------------------ CSV ledger
CLASSES = [
    ("2024-04-13", "Mercimek çorbası & pilav", 7, 25, 38.50, 40, "ilk kurs! Raj came"),
    ("2024-04-27", "Meze günü", 8, 25, 52.20, 40, ""),
    ("2024-05-11", "Mantı", 6, 25, 31.00, 40, "slow - small group was right"),
    ("2024-05-25", "İmam bayıldı & bulgur pilavı", 9, 25, 55.60, 40, ""),
    ("2024-06-08", "Mercimek köftesi & ayran (vegan)", 10, 25, 33.10, 40, "full!"),
    ("2024-06-22", "Börek & gözleme", 9, 25, 61.75, 40, "yufka sold out by Sat - buy Thu"),
    ("2024-07-06", "Meze günü", 8, 25, 49.90, 40, "Ayşe's oil - everyone noticed"),
    ("2024-07-20", "Kids' summer special (Deniz & Ayla assisting)", 10, 15, 28.40, 40, "kids price"),
    ("2024-08-31", "Mercimek çorbası & pilav", 6, 25, 36.00, 40, "first one back from Izmir"),
    ("2024-09-14", "Mantı", 7, 25, 34.80, 40, ""),
    ("2024-09-28", "İmam bayıldı & bulgur pilavı", 8, 25, 58.30, 40, "oil from London Road now"),
    ("2024-10-12", "Mercimek köftesi & ayran (vegan)", 9, 25, 35.60, 40, ""),
    ("2024-10-26", "Meze günü", 10, 25, 54.10, 40, "half-term, full"),
    ("2024-11-09", "Sigara böreği & kısır", 8, 25, 47.25, 40, ""),
    ("2024-11-23", "Mantı", 7, 25, 36.90, 40, ""),
    ("2024-12-07", "Baklava special", 10, 25, 96.40, 40, "fıstık £££"),
    ("2025-01-11", "Mantı", 8, None, 39.50, 45, "new price; 3 people kept the old £25"),
    ("2025-01-25", "Mercimek çorbası & pilav", 9, 30, 41.20, 45, ""),
    ("2025-02-08", "İmam bayıldı & bulgur pilavı", 8, 30, 62.80, 45, ""),
    ("2025-02-22", "Meze günü", 10, 30, 58.90, 45, "Sarah + son (GF plate)"),
    ("2025-03-08", "Mercimek köftesi & ayran (vegan)", 9, 30, 40.75, 45, ""),
]


def ledger_csv():
    import csv, io
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["tarih", "menü", "katılımcı", "kişi_başı_£", "gelir_£", "malzeme_£", "oda_kirası_£", "net_£", "not"])
    for d, menu, n, fee, ingr, room, note in CLASSES:
        if fee is None:   # 2025-01-11: 5 at £30 + 3 legacy at £25
            income = 5 * 30 + 3 * 25
            fee_s = "30"
        else:
            income = n * fee
            fee_s = str(fee)
        net = income - ingr - room
        w.writerow([d, menu, n, fee_s, "%d" % income, "%.2f" % ingr, room, "%.2f" % net, note])
    return buf.getvalue().encode("utf-8")


BISCUIT = [
    ("2024-03-02", 32.4, "1.4", ""),
    ("2024-03-16", 32.5, "1.4", ""),
    ("2024-04-06", 32.1, "1.4", ""),
    ("2024-05-04", 31.8, "1.4", "stiff after the long walk in Ecclesall Woods"),
    ("2024-05-18", 31.9, "1.4", ""),
    ("2024-06-01", 31.9, "1.4", ""),
    ("2024-07-06", 32.3, "1.4", "Hannah sitting from 27th - dose on the sheet"),
    ("2024-08-24", 33.0, "1.4", "Hannah spoiled him 😂"),
    ("2024-09-21", 32.6, "1.4", ""),
    ("2024-10-05", 32.4, "1.4", ""),
    ("2024-10-19", 32.2, "1.4", ""),
    ("2024-11-16", 31.9, "1.4", "booster vaccine done"),
    ("2024-12-14", 31.7, "1.4", ""),
    ("2025-01-16", 31.5, "1.2", "bloods: creatinine borderline (Owen) -> Metacam down to 1.2 ml; recheck April"),
    ("2025-01-30", 31.4, "1.2", ""),
    ("2025-02-15", 31.4, "1.2", ""),
    ("2025-03-08", 31.6, "1.2", "eating well, happier on walks"),
]


def biscuit_csv():
    lines = ["tarih,kilo_kg,metacam_ml,not"]
    for d, kg, ml, note in BISCUIT:
        if "," in note:
            note = '"%s"' % note
        lines.append("%s,%.1f,%s,%s" % (d, kg, ml, note))
    return ("\n".join(lines) + "\n").encode("utf-8")


def chatgpt_json():
    return json.dumps(CHATGPT, ensure_ascii=False).encode("utf-8")


def assistant_json():
    return json.dumps(ASSISTANT_ANNEM, ensure_ascii=False, indent=2).encode("utf-8") + b"\n"


def quick_jsonl():
    return "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in QUICK).encode("utf-8")
