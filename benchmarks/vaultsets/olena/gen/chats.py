# -*- coding: utf-8 -*-
"""Chat exports: Viber CSV, ChatGPT conversations.json, plain messages JSON, JSONL quick questions."""
import json
from datetime import datetime
from util import hid, wdt

ME_PHONE = "+48500000101"
MAMA_PHONE = "+380500000111"
IRA_PHONE = "+380500000222"
WHO = {"Me": ME_PHONE, "Мама": MAMA_PHONE, "Іра": IRA_PHONE}

VIBER = [
    ("02/01/2025", "20:14:03", "Іра", "З Новим роком ще раз, мої! Мама вчора знову казала, що нікуди не поїде, але я бачу, що вона вже думає 🙂"),
    ("02/01/2025", "20:31:47", "Me", "Думає — це вже прогрес. Я навесні почну шукати квартиру, щоб до літа."),
    ("02/01/2025", "20:40:12", "Мама", "Я все чую 😄 Нікуди я не збираюсь. Поки що."),
    ("12/02/2025", "09:05:30", "Мама", "Доню, світло знов вимикали вночі. Все добре, не хвилюйся."),
    ("12/02/2025", "09:40:02", "Me", "Мамо... Я серйозно. Переїжджай до мене в Краків. Окрему квартиру знайдемо, біля мене."),
    ("12/02/2025", "10:02:55", "Мама", "Тільки щоб без сходів. На четвертий поверх без ліфта я вже не вилізу, ти знаєш мої коліна."),
    ("12/02/2025", "10:03:40", "Іра", "Бачиш! Вже умови ставить 😂"),
    ("21/03/2025", "07:30:11", "Me", "Іруся, з днем народження!!! 🎂 Посилку відправила тиждень тому, має бути сьогодні-завтра."),
    ("21/03/2025", "08:12:40", "Іра", "Дякую, сонечко! Вже забрала, медовик доїхав цілий, діти з'їли за 10 хвилин."),
    ("10/04/2025", "19:22:10", "Іра", "Мамі новий закордонний паспорт зробили! Забрали сьогодні."),
    ("24/04/2025", "21:15:33", "Me", "Дивилась сьогодні квартиру для мами. Розкажу ввечері по відео, є хороший варіант."),
    ("26/04/2025", "10:01:02", "Мама", "Олено, а там є де помідори посадити? 😊"),
    ("26/04/2025", "10:05:45", "Me", "Є маленький садочок під вікном. Я не жартую."),
    ("20/05/2025", "18:42:10", "Іра", "Квитки є!!! Потяг 705 Київ – Перемишль, 7 червня. Прибуття в Перемишль о 16:40 за польським часом, вагон 4, місця 17 і 18.\nЯ їду з мамою до Перемишля, ввечері назад."),
    ("20/05/2025", "18:50:31", "Me", "Ура!!! Буду на пероні. Приїду машиною з сусідом, все влізе — і швейна машинка теж 🙄"),
    ("20/05/2025", "18:51:02", "Мама", "Машинку я не залишу."),
    ("06/06/2025", "22:10:00", "Іра", "Ми в потязі Харків – Київ. Мама тримається. Я ні 😅"),
    ("07/06/2025", "16:52:18", "Me", "Бачу вас!!!"),
    ("07/06/2025", "20:25:40", "Me", "Мама вдома!! Доїхали нормально. Іра вже в потязі назад."),
    ("07/06/2025", "21:10:12", "Іра", "Я в потязі, ревла пів дороги. Мамо, цілую. Олено, дякую."),
    ("01/07/2025", "20:04:00", "Мама", "Сьогодні на курсі польської вчили \"dzień dobry, poproszę chleb\". Вчителька говорить дуже швидко."),
    ("01/07/2025", "20:10:44", "Іра", "Мамо, ти вже полька 😄"),
    ("16/07/2025", "09:15:00", "Me", "Мамо, з ужонду прийшов лист — в серпні треба буде здати відбитки пальців для карти побиту. Я піду з тобою."),
    ("06/08/2025", "08:40:12", "Me", "Мамо, ужонд переніс відбитки на вересень 🙄 Я тобі все запишу на папірці і повішу на холодильник."),
    ("06/08/2025", "08:45:03", "Мама", "Ну хоч не раніше 😄"),
    ("10/08/2025", "19:30:27", "Іра", "Щодо маминої квартири. Дмитро (наш двоюрідний, з Ізюма) питає, чи можна там пожити — у них знову дах пошкодило, жити ніде."),
    ("10/08/2025", "19:42:10", "Мама", "Нехай живе. Продавати я не буду, це мій дім. Може ще повернусь."),
    ("10/08/2025", "19:45:55", "Me", "Я за. Тільки хай сам платить комуналку і світло, і за квартирою дивиться."),
    ("10/08/2025", "20:01:40", "Іра", "Я теж так думаю. Тоді так і вирішили: Дмитро живе в маминій квартирі, платить комуналку сам, продаж поки не розглядаємо. Завтра віддам йому ключі."),
    ("11/08/2025", "18:20:00", "Іра", "Ключі віддала, Дмитро дякує, каже полив мамині герані 🌺"),
    ("22/09/2025", "20:10:05", "Іра", "Передаю вам коробку: мамині фотоальбоми, вишиванка і банка вишневого варення від тьоті Лариси. Везе Сергій, водій автобуса Харків – Краків, буде в четвер ввечері на автовокзалі MDA. Його номер скину окремо."),
    ("22/09/2025", "20:11:12", "Іра", "+380 50 000 0777 Сергій (водій)"),
    ("25/09/2025", "21:40:33", "Me", "Забрала коробку! Все ціле, варення теж 😄 Сергію дала 100 zł, як домовлялись."),
    ("25/09/2025", "21:45:10", "Мама", "Альбоми!!! Дякую, Іруся ❤️"),
    ("02/10/2025", "11:00:00", "Мама", "Олено, люди ж питають макові рулети. Осінь. Давай я тобі помагатиму, я маку натру."),
    ("02/10/2025", "11:20:40", "Me", "Мамо, порахую і тоді вирішу. Мак дорогий, і це ще пів дня роботи."),
    ("09/10/2025", "18:05:22", "Мама", "Приходив Марек від пана Збігнєва, поміняв колонку в ванній на нову. Тепер гаряча вода нормальна, не тухне 🙏"),
    ("09/10/2025", "18:10:00", "Іра", "Нарешті! Мамо, ти місяць мила голову холодною водою?"),
    ("09/10/2025", "18:12:31", "Мама", "Не місяць. Тиждень. Не хотіла турбувати."),
    ("14/10/2025", "17:30:00", "Me", "Письмовий здала! Ну, написала. Результати десь через місяць."),
    ("14/10/2025", "17:31:12", "Іра", "Молодець!!! 💪"),
    ("12/11/2025", "14:02:00", "Me", "ПРОЙШЛА ПИСЬМОВИЙ!!! Тепер усний, на початку грудня, у Варшаві."),
    ("12/11/2025", "14:05:40", "Мама", "Я знала! Я ж казала."),
    ("12/11/2025", "14:06:02", "Іра", "Присяжна перекладачка 😍 Ну майже."),
    ("20/11/2025", "19:00:00", "Іра", "Як мама? Кашляє ще?"),
    ("20/11/2025", "19:10:22", "Me", "Трошки. Якщо до вівторка не пройде — підемо до лікарки."),
]


def viber_csv():
    lines = ["Date,Time,Sender,Phone number,Message"]
    for d, t, who, text in VIBER:
        msg = '"' + text.replace('"', '""') + '"'
        lines.append('="%s",%s,="%s",="%s",%s' % (d, t, who, WHO[who], msg))
    return "\r\n".join(lines) + "\r\n"


# ---------------------------------------------------------------- ChatGPT export

def _uuid(*parts):
    h = hid(*parts, n=32)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


def _ts(y, m, d, hh, mi, ss=0):
    return round(wdt(y, m, d, hh, mi, ss).timestamp() + 0.123456, 6)


def _msg(mid, role, text, ts, end_turn=None):
    return {
        "id": mid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": ts,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": end_turn,
        "weight": 1.0,
        "metadata": ({"model_slug": "gpt-4o", "default_model_slug": "gpt-4o", "finish_details": {"type": "stop"}}
                     if role == "assistant" else {}),
        "recipient": "all",
        "channel": None,
    }


def conversation(key, title, turns, branch=None):
    """turns: list of (role, text, ts). branch: (index_of_user_turn, edited_text, edited_answer, ts)
    creates a sibling branch at that user turn; current_node follows the edited branch."""
    conv_id = _uuid("conv", key)
    mapping = {}
    root = _uuid(key, "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = _uuid(key, "system")
    sysmsg = _msg(sys_id, "system", "", None)
    sysmsg["metadata"] = {"is_visually_hidden_from_conversation": True}
    sysmsg["end_turn"] = True
    mapping[sys_id] = {"id": sys_id, "message": sysmsg, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    last = sys_id
    for i, (role, text, ts) in enumerate(turns):
        nid = _uuid(key, "n", i)
        if branch and i == branch[0]:
            # original (abandoned) user message + its answer
            mapping[nid] = {"id": nid, "message": _msg(nid, role, text, ts), "parent": parent, "children": []}
            mapping[parent]["children"].append(nid)
            ans_role, ans_text, ans_ts = turns[i + 1]
            aid = _uuid(key, "n", i, "old-answer")
            mapping[aid] = {"id": aid, "message": _msg(aid, "assistant", ans_text, ans_ts, True),
                            "parent": nid, "children": []}
            mapping[nid]["children"].append(aid)
            # edited user message (sibling) + new answer; conversation continues from here
            eid = _uuid(key, "n", i, "edited")
            mapping[eid] = {"id": eid, "message": _msg(eid, role, branch[1], branch[3]), "parent": parent,
                            "children": []}
            mapping[parent]["children"].append(eid)
            naid = _uuid(key, "n", i, "edited-answer")
            mapping[naid] = {"id": naid, "message": _msg(naid, "assistant", branch[2], branch[3] + 21.5, True),
                             "parent": eid, "children": []}
            mapping[eid]["children"].append(naid)
            parent = last = naid
            skip = i + 1
            continue
        if branch and i == branch[0] + 1:
            continue
        mapping[nid] = {"id": nid, "message": _msg(nid, role, text, ts, True if role == "assistant" else None),
                        "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)
        parent = last = nid
    times = [t[2] for t in turns] + ([branch[3] + 21.5] if branch else [])
    return {
        "title": title,
        "create_time": min(times),
        "update_time": max(times),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": last,
        "plugin_ids": None,
        "conversation_id": conv_id,
        "conversation_template_id": None,
        "gizmo_id": None,
        "gizmo_type": None,
        "is_archived": False,
        "is_starred": None,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "conversation_origin": None,
        "voice": None,
        "async_status": None,
        "disabled_tool_ids": [],
        "id": conv_id,
    }


PRICING_Q_OLD = """I sell medovik (honey layer cake) at a Saturday market in Kraków. Can you help me work out what one slice actually costs me and whether it's worth it?

Per cake (16 slices): flour typ 550 ~550 g (25 kg sack = 98 zł), 3 eggs (1,10 zł each), 200 g sugar, 300 g butter in total (200 g block = 8,29 zł), ~90 g honey at 38 zł/kg, 800 g śmietana 18% (400 g = 6,90 zł), 1 can condensed milk (8,49 zł), soda + vanilla.
Other costs: box 0,85 zł per 2 slices, card fee 1,69%, market fee + electricity ~55 zł per Saturday (I sell ~55 slices + 2-3 whole cakes), electricity for the oven maybe 4 zł per cake.
I charge 15 zł per slice."""

PRICING_Q_NEW = PRICING_Q_OLD.replace("~90 g honey at 38 zł/kg", "~90 g honey at 42 zł/kg (my beekeeper is raising the price from September)")

PRICING_A_OLD = """Here's a rough per-cake breakdown (honey at 38 zł/kg):

| ingredient | cost |
|---|---|
| flour 550 g | 2,16 zł |
| eggs ×3 | 3,30 zł |
| sugar 200 g | ~0,80 zł |
| butter 300 g | 12,44 zł |
| honey 90 g | 3,42 zł |
| śmietana 800 g | 13,80 zł |
| condensed milk | 8,49 zł |
| soda, vanilla | ~1,00 zł |
| electricity | ~4,00 zł |
| **total per cake** | **~49,40 zł** |

Per slice: 49,40 / 16 ≈ 3,09 zł ingredients+energy, + 0,43 zł box, + 0,25 zł card fee, + ~0,60 zł share of the market fee ≈ **4,37 zł**. At 15 zł you keep about 10,60 zł per slice before your time."""

PRICING_A_NEW = """Updated with honey at 42 zł/kg:

| ingredient | cost |
|---|---|
| flour 550 g | 2,16 zł |
| eggs ×3 | 3,30 zł |
| sugar 200 g | ~0,80 zł |
| butter 300 g | 12,44 zł |
| honey 90 g | 3,78 zł |
| śmietana 800 g | 13,80 zł |
| condensed milk | 8,49 zł |
| soda, vanilla | ~1,00 zł |
| electricity | ~4,00 zł |
| **total per cake** | **~49,77 zł** |

Per slice: ≈ 3,11 zł ingredients+energy, + 0,43 zł box, + 0,25 zł card fee, + ~0,60 zł market fee ≈ **4,39 zł**.

So the honey increase itself is tiny — about 2 grosze per slice. Butter and śmietana are your real cost drivers (over half of the ingredient cost). At 15 zł the gross margin is ~10,60 zł per slice, ~71%.

Whether it's "worth it" depends on your time: if a Friday bake (4 cakes) + Saturday (7 hours at the stall) is ~14 hours, and you sell ~55 slices + 2 whole cakes, your margin is roughly 55 × 10,6 + 2 × ~85 ≈ 750 zł, i.e. about 50-55 zł per hour. That's below your translation rate but not bad — and it's cash every week."""

PRICING_FOLLOW = "ok and if I go to 17 per slice in autumn, what happens to the margin? do people notice 2 zł?"
PRICING_FOLLOW_A = """At 17 zł: margin ≈ 12,60 zł per slice (~74%). On 55 slices that's +110 zł per Saturday for the same work.

Will people notice? Some regulars will, but for a specialty product at a market 17 zł is still mid-range (a slice of cheesecake in a Kraków café is 18-24 zł). Tips: change the price together with a new printed price list (looks planned, not improvised), don't apologise, and keep one cheaper entry product (e.g. the mini jar) so nobody feels excluded."""

PROKURA_Q = "How do I translate Polish 'prokura' into English in an arbitration bundle for a UK tribunal? And 'prokurent'?"
PROKURA_A = """There's no exact English equivalent. Common options:

- **"commercial power of attorney (prokura)"** — descriptive, widely used in legal translations; then use "prokura" alone.
- "registered commercial proxy" — sometimes used, less transparent.
- Avoid "procuration" — it exists in English but is archaic and misleading.

For *prokurent*: "holder of a commercial power of attorney (prokurent)" or simply "prokurent" after the first explanation.

Tip: add a translator's note once: "Prokura — a special type of commercial power of attorney under Polish law, entered in the National Court Register (KRS), authorising the holder to perform all court and out-of-court acts connected with running the business." """
PROKURA_Q2 = "and 'prokura łączna'?"
PROKURA_A2 = "\"Joint prokura\" / \"joint commercial power of attorney\" — the prokurent may act only together with another prokurent or a member of the Management Board, depending on the KRS entry. Keep it consistent with how you translate the KRS extract."

CUKR_Q = "My mother (Ukrainian, 66, UKR status, PESEL UKR) wants the new karta pobytu CUKR in Kraków. What documents does she need and how long does it take?"
CUKR_A = """Generally (check the current rules on the voivodeship office website, they change often):

1. Application is submitted online via the MOS system (Moduł Obsługi Spraw).
2. Documents usually needed: valid passport, confirmation of the PESEL with UKR status, a biometric photo (35×45 mm), proof of the card fee (100 zł), sometimes proof of address.
3. After the online application the office sends a date for a personal visit to take fingerprints.
4. Decision time varies — from a few weeks to several months. The card is collected in person after an SMS/e-mail notification.

Keep copies of everything and note the case number (sygnatura) from the office's letters — you'll need it for any phone call."""


def conversations_json():
    convs = []
    convs.append(conversation(
        "prokura", "Prokura – EN equivalent",
        [("user", PROKURA_Q, _ts(2025, 4, 16, 22, 14)),
         ("assistant", PROKURA_A, _ts(2025, 4, 16, 22, 14, 30)),
         ("user", PROKURA_Q2, _ts(2025, 4, 16, 22, 17)),
         ("assistant", PROKURA_A2, _ts(2025, 4, 16, 22, 17, 12))]))
    convs.append(conversation(
        "cukr", "Karta pobytu CUKR – documents for mother",
        [("user", CUKR_Q, _ts(2025, 6, 20, 20, 40)),
         ("assistant", CUKR_A, _ts(2025, 6, 20, 20, 40, 40))]))
    convs.append(conversation(
        "pricing", "Medovik cost per slice",
        [("user", PRICING_Q_OLD, _ts(2025, 8, 12, 23, 5)),
         ("assistant", PRICING_A_OLD, _ts(2025, 8, 12, 23, 5, 40)),
         ("user", PRICING_FOLLOW, _ts(2025, 8, 12, 23, 19)),
         ("assistant", PRICING_FOLLOW_A, _ts(2025, 8, 12, 23, 19, 30))],
        branch=(0, PRICING_Q_NEW, PRICING_A_NEW, _ts(2025, 8, 12, 23, 9))))
    # newest first, as in real exports
    convs.sort(key=lambda c: -c["update_time"])
    return json.dumps(convs, ensure_ascii=False)


# ---------------------------------------------------------------- plain messages JSON

SANEPID_CHAT = [
    ("user", "Sanepid is coming on Friday to inspect my home kitchen where I bake cakes for a market stall (medovik with sour cream filling, poppy seed rolls). What will they most likely check? I'm registered as a small producer.", "2025-05-14T21:03:12+02:00"),
    ("assistant", "Typically an inspection of a small home-based confectionery production covers:\n\n1. **Registration** — the decision/entry in the register of establishments (wpis do rejestru zakładów).\n2. **Raw materials** — invoices/receipts proving where flour, eggs, dairy, honey come from (traceability).\n3. **Cold chain** — fridge temperatures for cream cakes (usually 2–6 °C), how you transport them and how long they stand at the stall. Expect questions about a thermometer and temperature records.\n4. **Allergen information** — Regulation 1169/2011: the 14 allergens must be communicated to the buyer, in Polish.\n5. **Hygiene** — hand-washing possibilities (also at the stall), clean work surfaces, separate storage for packaging and cleaning agents, pest control.\n6. **Health documents** — sanitary-epidemiological certificate (orzeczenie) for you.\n7. **HACCP/GHP** — for a small producer usually simplified GHP/GMP records.\n\nPrepare a folder with invoices, your certificate, and a simple allergen sheet for each product.", "2025-05-14T21:03:40+02:00"),
    ("user", "do they usually give a fine on the first visit if something is missing?", "2025-05-14T21:07:55+02:00"),
    ("assistant", "Not necessarily. For a first inspection with minor issues it's common to get recommendations (zalecenia pokontrolne) with a deadline to fix them, and a request to confirm in writing. Fines (mandat) are more likely for serious hygiene problems or if earlier recommendations were ignored. Be open, show what you already have, and ask what they'd like you to improve.", "2025-05-14T21:08:20+02:00"),
]

ORAL_CHAT = [
    ("user", "I have the oral part of the Polish sworn translator exam (PL<>UA) in December. Can you give me a short Polish court judgment excerpt to sight-translate? Something family-law. Honestly I like practising on short court judgments — they have a rhythm, you always know where the operative part and the reasoning are. Notarial deeds bore me to death and long contracts put me to sleep, so please not those.", "2025-10-28T19:12:00+01:00"),
    ("assistant", "Here's a short, invented excerpt in the style of a Polish district court judgment:\n\n\"Sąd Okręgowy w Krakowie, I Wydział Cywilny, po rozpoznaniu w dniu 14 października 2025 r. na rozprawie sprawy z powództwa A.K. przeciwko B.K. o rozwód: 1. rozwiązuje przez rozwód małżeństwo stron zawarte w dniu 3 lipca 2010 r. w Charkowie (Ukraina) bez orzekania o winie; 2. wykonywanie władzy rodzicielskiej nad małoletnim synem stron powierza obojgu rodzicom, ustalając miejsce pobytu dziecka przy matce; 3. zasądza od pozwanego na rzecz małoletniego alimenty w kwocie 1500 zł miesięcznie…\"\n\nTry it aloud into Ukrainian, then I'll show a model version.", "2025-10-28T19:12:30+01:00"),
    ("user", "Okay: \"Окружний суд у Кракові, I Цивільний відділ, розглянувши 14 жовтня 2025 року у судовому засіданні справу за позовом А.К. до Б.К. про розірвання шлюбу: 1. розриває шлюб сторін, укладений 3 липня 2010 року в Харкові (Україна), без встановлення вини; 2. здійснення батьківських прав щодо неповнолітнього сина сторін доручає обом батькам, визначаючи місце проживання дитини з матір'ю; 3. стягує з відповідача на користь неповнолітнього аліменти в розмірі 1500 злотих щомісяця…\"", "2025-10-28T19:16:41+01:00"),
    ("assistant", "Very good — accurate and natural. Two small notes: \"Sąd Okręgowy\" is often rendered \"Окружний суд\" (fine) — just be consistent; and for \"na rozprawie\" you could say \"у відкритому судовому засіданні\" if the context is a public hearing. Want another one, maybe criminal (wyrok nakazowy)?", "2025-10-28T19:17:05+01:00"),
    ("user", "yes, criminal next, but tomorrow. thanks!", "2025-10-28T19:18:10+01:00"),
]


def messages_json(items):
    return json.dumps([{"role": r, "content": c, "timestamp": t} for r, c, t in items],
                      ensure_ascii=False, indent=2) + "\n"


# ---------------------------------------------------------------- JSONL quick questions

QUICK = [
    ("2025-02-11T21:40:00+01:00", "sumup fee per transaction poland 2025", "SumUp in Poland: about 1.69% per card transaction, no monthly fee, no contract; the Air reader is a one-off purchase. Payouts to a bank account usually in 1–3 business days."),
    ("2025-02-19T08:12:00+01:00", "kaucja english legal term flat rental", "\"Security deposit\" (UK also \"tenancy deposit\"). In a lease: \"The Tenant shall pay a security deposit equal to two months' rent.\""),
    ("2025-03-02T22:05:00+01:00", "strona tłumaczenia przysięgłego ile znaków", "Strona obliczeniowa tłumaczenia poświadczonego (przysięgłego) = 1125 znaków ze spacjami (wg rozporządzenia Ministra Sprawiedliwości). Rozpoczęta strona liczy się jak cała. W agencjach zwykle 1800 znaków ze spacjami na stronę rozliczeniową."),
    ("2025-03-14T19:30:00+01:00", "w przeciągu czy w ciągu tygodnia", "Poprawnie: \"w ciągu tygodnia\". \"W przeciągu\" w znaczeniu czasu uważane jest za błąd (przeciąg = ruch powietrza)."),
    ("2025-04-03T07:55:00+02:00", "how long can cream cake stay out of the fridge at a market", "Cakes with dairy-based cream (sour cream, cream cheese) should be kept at 2–6 °C; out of refrigeration they should not stand more than ~2 hours, less in heat. Use a cooled display and record temperatures."),
    ("2025-04-17T23:11:00+02:00", "ukrainian for 'wpis do rejestru zakładów'", "\"Внесення до реєстру підприємств (закладів)\" — or descriptively \"реєстрація в санепідемстанції як виробника харчових продуктів\"."),
    ("2025-05-22T20:02:00+02:00", "polish word for poppy seed grinder bowl", "\"Makutra\" — a glazed clay bowl with a ridged inside, used with a wooden pestle (pałka/wałek) to grind poppy seeds. There are also electric \"młynki do maku\"."),
    ("2025-06-10T18:45:00+02:00", "pesel ukr how many days after arrival", "Under the special act, people arriving from Ukraine could apply for PESEL UKR within 30 days of arrival at the municipal office (urząd gminy/miasta) — check current rules, they've been amended several times."),
    ("2025-07-08T22:30:00+02:00", "ryczałt 8.5 czy 12 tłumaczenia", "Usługi tłumaczeniowe (PKWiU 74.30.1) są zwykle objęte stawką ryczałtu 12%? Nie zawsze — wiele źródeł wskazuje 8,5% dla usług tłumaczeń. Zależy od klasyfikacji; najlepiej potwierdzić z księgową lub w interpretacji indywidualnej."),
    ("2025-08-19T09:15:00+02:00", "798 eur to pln", "At ~4.27 PLN/EUR, 798 EUR ≈ 3,407 PLN (rate changes daily; your bank/Wise rate will differ slightly)."),
    ("2025-09-02T21:20:00+02:00", "apostille ukraine birth certificate how long", "In Ukraine an apostille on a civil-status document (e.g. birth certificate) is issued by the Ministry of Justice bodies; typically several working days to a few weeks depending on the office and queue."),
    ("2025-09-30T06:50:00+02:00", "kraków tram ticket discount seniors 65", "In Kraków free public transport applies to residents aged 70+ (with a city card). For 65–69 there are discounts in some schemes — check ZTP Kraków's current rules; the special act status may affect eligibility."),
    ("2025-10-22T22:41:00+02:00", "sąd okręgowy apelacyjny ukrainian", "Sąd rejonowy — районний суд; sąd okręgowy — окружний суд; sąd apelacyjny — апеляційний суд; Sąd Najwyższy — Верховний Суд."),
    ("2025-11-19T23:02:00+01:00", "tłumaczenie a vista jak ćwiczyć", "Read the text once silently (10–20 s), identify the structure (who, what, operative part), then translate aloud at a steady pace without going back. Record yourself, and practise with text types that come up at the exam."),
]


def quick_jsonl():
    return "".join(json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) + "\n" for ts, q, a in QUICK)


def build(vault):
    vault.put("chats/viber/Viber_Simya_message_history.csv", viber_csv())
    vault.put("chats/chatgpt/conversations.json", conversations_json())
    vault.put("chats/assistant/2025-05-14_sanepid_prep.json", messages_json(SANEPID_CHAT))
    vault.put("chats/assistant/2025-10-28_oral_practice.json", messages_json(ORAL_CHAT))
    vault.put("chats/quick_questions.jsonl", quick_jsonl())
