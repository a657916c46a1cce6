# -*- coding: utf-8 -*-
"""Chat exports: Telegram Desktop result.json, ChatGPT conversations.json,
a plain messages JSON, an SMS export JSON and a JSONL of quick questions."""
import datetime as dt
import json

from util import uk_tz, uuid_from, UTC

OUT = {}


def _local(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M:%S")


def _unix(naive_local):
    return int(naive_local.replace(tzinfo=uk_tz(naive_local)).timestamp())


# ====================================================================== Telegram
USERS = {
    "Z": ("Zofia Kowalczyk", "user512348871"),
    "M": ("Marek Kowalczyk", "user488120553"),
    "H": ("Mama", "user6023318842"),
}

# (id, local time, who, text (str or list), extras dict)
TG = [
    (2, "2024-11-30 20:15:40", "Z", "Zrobiłam nam grupę, żeby nie pisać wszystkiego trzy razy 🙂", {}),
    (3, "2024-11-30 20:31:12", "H", "Dobrze corciu. A jak sie tu pisze", {}),
    (4, "2024-11-30 20:33:50", "M", "Mamo, po prostu piszesz na dole i strzałka 😄 Zosia zrobi Ci instrukcję", {}),
    (5, "2024-11-30 20:40:02", "Z", "Już robię. Marek, wydrukujesz jej?", {}),
    (6, "2024-12-05 19:02:31", "Z", ["Bank dał mi wstępną zgodę na kredyt! ",
                                     {"type": "bold", "text": "165 tysięcy funtów"}, " 🏠"], {}),
    (7, "2024-12-05 19:10:04", "M", "No to gratulacje! Szukasz na serio?", {"reply_to_message_id": 6}),
    (8, "2024-12-05 19:12:44", "Z", "Na serio. W styczniu oglądam kilka mieszkań", {}),
    (9, "2024-12-05 19:30:10", "H", "Tylko zeby bylo blisko szpitala i bezpiecznie", {}),
    (10, "2024-12-24 17:05:00", "H", "Wigilia bez Ciebie smutno. Uszka z przepisu babci, patrz jakie male",
     {"photo": "photos/photo_1@24-12-2024_17-05-00.jpg", "photo_file_size": 183442, "width": 1280, "height": 960}),
    (11, "2024-12-24 17:20:00", "Z", "Wesołych Świąt ❤️ jestem na nocce, zadzwonię jutro po 16", {}),
    (12, "2025-01-11 14:40:02", "Z", "Meanwood, szeregowiec. Zobaczymy...",
     {"photo": "photos/photo_2@11-01-2025_14-40-02.jpg", "photo_file_size": 201877, "width": 1280, "height": 960}),
    (13, "2025-01-25 13:05:12", "Z", "Kestrel Court! Drugie piętro, dwie sypialnie, balkon ☀️",
     {"photo": "photos/photo_3@25-01-2025_13-05-12.jpg", "photo_file_size": 240113, "width": 960, "height": 1280}),
    (14, "2025-01-25 13:20:45", "H", "Ladne. A winda jest? Drugie pietro to ja z moim sercem nie wejde", {}),
    (15, "2025-01-25 13:22:01", "Z", "Nie ma windy, Mamo. Będziemy wchodzić powoli, z przerwą na półpiętrze 😘",
     {"reply_to_message_id": 14}),
    (16, "2025-01-25 13:40:19", "H", "No zobaczymy. Ja bym wolala parter, na parterze tez jest balkon czasem", {}),
    (17, "2025-01-25 13:41:00", "M", "Mamo, to nie Krzyki, tam się bierze co jest 😂", {}),
    (18, "2025-02-03 12:01:33", "Z", [{"type": "bold", "text": "PRZYJĘLI OFERTĘ!!!"}, " 🎉🎉"], {}),
    (19, "2025-02-03 12:15:00", "M", "🎉🎉🎉 brawo siostra", {}),
    (20, "2025-02-03 12:16:30", "H", "Gratuluje corciu. Ale ta winda...", {}),
    (21, "2025-02-20 18:44:12", "M", "Byliśmy dziś u kardiologa. Migotanie przedsionków potwierdzone. Dostała lek "
                                     "przeciwzakrzepowy i beta-bloker, za 3 miesiące echo serca.", {}),
    (22, "2025-02-20 18:50:00", "Z", "Jaka dawka beta-blokera? Bisoprolol?", {}),
    (23, "2025-02-20 18:53:27", "M", "Bisoprolol 2,5 mg rano. Wysyłam zdjęcie zaleceń", {"reply_to_message_id": 22}),
    (24, "2025-02-20 18:53:59", "M", "",
     {"photo": "photos/photo_4@20-02-2025_18-53-59.jpg", "photo_file_size": 310554, "width": 960, "height": 1280}),
    (25, "2025-02-20 19:10:00", "Z", "Dzięki. Mamo, jak się czujesz?", {}),
    (26, "2025-02-20 19:31:45", "H", "Dobrze, tylko czasem serce kolata wieczorem. Nie martw sie, Marek wszystkiego pilnuje", {}),
    (27, "2025-03-19 16:58:00", "Z", "Rzeczoznawca znalazł parę rzeczy, wilgoć w łazience i coś tam jeszcze. Negocjuję cenę 🤞", {}),
    (28, "2025-03-24 16:20:41", "Z", "Zeszli z ceny! Stanęło na 182 500 funtów 💪", {}),
    (29, "2025-03-24 16:30:00", "M", "Twarda negocjatorka", {"reply_to_message_id": 28}),
    (30, "2025-04-08 08:10:10", "Z", "Mam termin egzaminu na prawo jazdy: 3 września!", {}),
    (31, "2025-04-08 09:02:00", "H", "Boze, Zosia za kierownica. Uwazaj na siebie", {}),
    (32, "2025-05-06 22:01:17", "M", "Dostałaś maila od Kasi? Wszystko rozpisała, nawet dress code 😄", {}),
    (33, "2025-05-06 22:05:00", "Z", "Tak! Lot mam już od stycznia", {}),
    (34, "2025-05-06 22:07:45", "M", "Prezent dajemy razem? My z Olą dajemy 1000 zł w kopercie, dołożysz się?", {}),
    (35, "2025-05-06 22:10:12", "Z", "Jasne. Dam 600 zł, razem od nas 1600 w jednej kopercie, może być?",
     {"reply_to_message_id": 34}),
    (36, "2025-05-06 22:11:00", "M", "👍 ok, kopertę kupuje Ola, podpiszemy wszyscy", {}),
    (37, "2025-05-14 07:20:33", "Z", "Przesunęli mi lot 🙄 ląduję dopiero koło pierwszej, a nie przed dziesiątą. "
                                     "Marek, odbierzesz mnie z lotniska?", {}),
    (38, "2025-05-14 07:48:02", "M", ["Nie dam rady, od rana jestem z Bartkiem w Sobótce (stawiamy namiot na poprawiny). ",
                                      {"type": "bold", "text": "Wujek Staszek"},
                                      " cię odbierze, już z nim gadałem. Jego numer: ",
                                      {"type": "phone", "text": "+48 600 000 117"},
                                      " - jak wylądujesz, napisz mu SMS-a."], {"reply_to_message_id": 37}),
    (39, "2025-05-14 07:50:00", "Z", "Super, dzięki! Przywiozę mu whisky 😄", {}),
    (40, "2025-05-25 19:00:00", "H", "Zosia ktora sukienka? Wyslij zdjecia", {}),
    (41, "2025-05-25 19:05:11", "Z", "ta granatowa",
     {"photo": "photos/photo_5@25-05-2025_19-05-11.jpg", "photo_file_size": 198020, "width": 960, "height": 1280}),
    (42, "2025-05-25 19:05:30", "Z", "i zielona",
     {"photo": "photos/photo_6@25-05-2025_19-05-30.jpg", "photo_file_size": 205331, "width": 960, "height": 1280}),
    (43, "2025-05-25 19:30:00", "H", "Granatowa ladniejsza. Zielona jakas taka za mloda", {}),
    (44, "2025-05-25 19:31:00", "M", "Mamo 😂", {}),
    (45, "2025-06-16 21:32:00", "Z", "Wylądowałam w Leeds. Dziękuję za wszystko ❤️ Mamo, pij wodę i odpoczywaj", {}),
    (46, "2025-06-16 21:50:00", "H", "",
     {"file": "voice_messages/audio_1@16-06-2025_21-50-00.ogg", "file_name": "audio_1@16-06-2025_21-50-00.ogg",
      "file_size": 61204, "media_type": "voice_message", "mime_type": "audio/ogg", "duration_seconds": 41}),
    (47, "2025-07-22 11:05:10", "M", "Zosia, przesłałem Ci maila ze szpitala. Ablacja 9 października!", {}),
    (48, "2025-07-22 11:30:00", "H", "Troche sie boje", {}),
    (49, "2025-07-22 11:45:22", "Z", "Mamo, to rutynowy zabieg, robią ich setki. Będzie dobrze. Spróbuję wziąć urlop.",
     {"reply_to_message_id": 48}),
    (50, "2025-08-19 17:02:00", "Z", "DVSA odwołało mi egzamin 🤬 nowy termin w grudniu", {}),
    (51, "2025-08-19 17:10:00", "M", "Klasyk. U nas w WORD-zie też tak bywa", {}),
    (52, "2025-08-24 12:40:00", "H", "Zosiu nie dzwon na wideo, ja wole normalnie, nie lubie sie ogladac w tym okienku", {}),
    (53, "2025-09-18 20:14:09", "M", "Pani doktor podniosła mamie bisoprolol na 5 mg, bo tętno dalej ponad 100. Od jutra.", {}),
    (54, "2025-09-18 20:20:00", "Z", "Ok, dobrze. Mamo, mierz ciśnienie i tętno rano i wieczorem i zapisuj w zeszycie 🙏", {}),
    (55, "2025-09-27 18:02:44", "M", "Po zabiegu mama ma nie być sama przez 2 tygodnie. Ciocia Basia proponuje, "
                                     "że weźmie ją do siebie do Oleśnicy.", {}),
    (56, "2025-09-27 18:15:00", "Z", "Ciocia ma te strome schody i psa, który skacze na ludzi... Może lepiej u Ciebie? "
                                     "Ja nie dam rady przylecieć, nie dostałam urlopu 😢", {}),
    (57, "2025-09-27 18:40:31", "M", "Ok, pogadałem z Olą. Ustalone: mama po ablacji przez dwa tygodnie mieszka u nas. "
                                     "Cioci podziękuję ładnie.", {"reply_to_message_id": 56}),
    (58, "2025-09-27 19:02:00", "H", "Dobrze, niech bedzie u Marka. Ale swoje poduszki biore", {}),
    (59, "2025-10-09 14:20:05", "M", "Po zabiegu. Lekarz mówi że poszło dobrze, rytm zatokowy ❤️", {}),
    (60, "2025-10-09 14:31:00", "Z", "Dzięki Bogu 🙏🙏 Całuję Mamę", {"reply_to_message_id": 59}),
    (61, "2025-10-10 16:02:00", "M", "Wypis",
     {"file": "files/wypis_Halina_Kowalczyk_10-10-2025.pdf", "file_name": "wypis_Halina_Kowalczyk_10-10-2025.pdf",
      "file_size": 482113, "mime_type": "application/pdf"}),
    (62, "2025-10-20 19:10:00", "M", "Zosia, miałaś sprawdzić, gdzie prywatnie zrobić mamie Holtera na 24h. "
                                     "Na NFZ termin dopiero w marcu, a pani doktor chce wcześniej.", {}),
    (63, "2025-10-20 19:25:40", "Z", "Tak, wiem, sorry. Sprawdzę w tym tygodniu, obiecuję", {"reply_to_message_id": 62}),
    (64, "2025-10-21 10:00:00", "M", ["Tu np. robią: ", {"type": "link", "text": "https://holter-wroclaw.example/cennik"},
                                      " ale nie wiem, czy dobre"], {}),
    (65, "2025-11-05 18:30:00", "Z", "Przeprowadzka przesunięta na grudzień, znowu 🙄 sprzedający ma problem ze swoim zakupem", {}),
    (66, "2025-11-05 18:41:00", "H", "Nic sie nie martw, wszystko bedzie dobrze. Jak przyjade to po tych schodach powoli", {}),
    (67, "2025-11-16 19:58:02", "M", "Mama ma wizytę kontrolną u kardiologa 13 stycznia o 11:20. Zapisałem w kalendarzu.", {}),
    (68, "2025-11-16 20:01:00", "M", "A co z Holterem?", {"edited": "2025-11-16 20:03:11"}),
    (69, "2025-11-16 20:14:00", "Z", "Jeszcze nie 🙈 jutro po nocce zadzwonię, słowo", {"reply_to_message_id": 68}),
    (70, "2025-11-16 20:20:00", "H", "Nie meczcie sie mna", {}),
]


def _entities(text):
    if isinstance(text, str):
        return [{"type": "plain", "text": text}] if text else []
    out = []
    for piece in text:
        if isinstance(piece, str):
            out.append({"type": "plain", "text": piece})
        else:
            out.append(dict(piece))
    return out


def telegram():
    msgs = []
    t0 = _local("2024-11-30 20:14:05")
    msgs.append({"id": 1, "type": "service", "date": t0.strftime("%Y-%m-%dT%H:%M:%S"),
                 "date_unixtime": str(_unix(t0)), "actor": USERS["Z"][0], "actor_id": USERS["Z"][1],
                 "action": "create_group", "title": "Rodzina 🏠",
                 "members": ["Zofia Kowalczyk", "Marek Kowalczyk", "Mama"], "text": "", "text_entities": []})
    for mid, when, who, text, extra in TG:
        t = _local(when)
        m = {"id": mid, "type": "message", "date": t.strftime("%Y-%m-%dT%H:%M:%S"), "date_unixtime": str(_unix(t))}
        if "edited" in extra:
            e = _local(extra["edited"])
            m["edited"] = e.strftime("%Y-%m-%dT%H:%M:%S")
            m["edited_unixtime"] = str(_unix(e))
        m["from"] = USERS[who][0]
        m["from_id"] = USERS[who][1]
        if "reply_to_message_id" in extra:
            m["reply_to_message_id"] = extra["reply_to_message_id"]
        for k in ("photo", "photo_file_size", "width", "height", "file", "file_name", "file_size",
                  "media_type", "mime_type", "duration_seconds"):
            if k in extra:
                m[k] = extra[k]
        m["text"] = text
        m["text_entities"] = _entities(text)
        msgs.append(m)
    doc = {"name": "Rodzina 🏠", "type": "private_group", "id": 4471203311, "messages": msgs}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


OUT["chats/telegram/ChatExport_2025-11-18/result.json"] = telegram()

# ====================================================================== ChatGPT
def _ts(s):
    n = _local(s)
    return n.replace(tzinfo=uk_tz(n)).timestamp()


def conversation(title, turns, branch=None):
    """turns: list of (role, text, time). branch: (index_of_user_turn_to_replace, [(role,text,time),...])
    - the original path is kept as a sibling, the edited path becomes current."""
    key = title
    mapping = {}
    root = uuid_from(key + "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uuid_from(key + "sys")
    t_first = _ts(turns[0][2])
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}}, "create_time": None,
        "update_time": None, "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)

    def add_chain(parent, seq, tag):
        last = parent
        for i, (role, text, when) in enumerate(seq):
            nid = uuid_from("%s|%s|%d" % (key, tag, i))
            mapping[nid] = {"id": nid, "message": {
                "id": nid, "author": {"role": role, "name": None, "metadata": {}}, "create_time": _ts(when),
                "update_time": None, "content": {"content_type": "text", "parts": [text]},
                "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
                "weight": 1.0, "metadata": ({"model_slug": "gpt-4o"} if role == "assistant" else {}),
                "recipient": "all", "channel": None}, "parent": last, "children": []}
            mapping[last]["children"].append(nid)
            last = nid
        return last

    if branch is None:
        current = add_chain(sys_id, turns, "main")
        update = _ts(turns[-1][2])
    else:
        idx, new_seq = branch
        prefix_last = add_chain(sys_id, turns[:idx], "main") if idx else sys_id
        add_chain(prefix_last, turns[idx:], "orig")
        current = add_chain(prefix_last, new_seq, "edit")
        update = _ts(new_seq[-1][2])
    cid = uuid_from(key + "conv")
    return {"title": title, "create_time": t_first, "update_time": update, "mapping": mapping,
            "moderation_results": [], "current_node": current, "plugin_ids": None, "conversation_id": cid,
            "conversation_template_id": None, "gizmo_id": None, "is_archived": False, "safe_urls": [],
            "default_model_slug": "gpt-4o", "id": cid}


LETTER = """Rozpoznanie: napadowe migotanie przedsionków (CHA2DS2-VASc 3 pkt), nadciśnienie tętnicze.
Echo serca: LVEF 58%, bez istotnych wad zastawkowych.
Zalecenia: kontynuacja leczenia przeciwkrzepliwego (NOAC) oraz beta-blokera, kontrola RR i tętna,
kwalifikacja do ablacji (izolacja żył płucnych) w trybie planowym, kontrola po zabiegu.
dr n. med. Ewa Sadowska, specjalista kardiolog, Centrum Kardiologii Odra"""

CONVS = [
    conversation("Stamp duty first time buyer", [
        ("user", "I'm a first time buyer in England, buying a flat around £185k, completion maybe summer 2025. "
                 "Do I pay stamp duty after the April changes?", "2025-01-18 03:12:00"),
        ("assistant", "From 1 April 2025, first-time buyer relief in England applies to the first £300,000 of the "
                      "price, as long as the total price is £500,000 or less. At around £185,000 you would pay no "
                      "Stamp Duty Land Tax, whether you complete before or after April. Your solicitor will still "
                      "file an SDLT return for you.", "2025-01-18 03:12:20"),
        ("user", "Even if it's leasehold?", "2025-01-18 03:14:02"),
        ("assistant", "Yes. Leasehold purchases get the same relief on the price you pay. Only a very high ground "
                      "rent could create extra tax on the lease's rent element, which is rare for flats at this "
                      "price. Check the ground rent in the listing and ask whether it doubles over time.",
         "2025-01-18 03:14:25"),
    ]),
    conversation("Reflective account - near miss", [
        ("user", "Can you help me tighten a reflective account for NMC revalidation? Near miss: a student and I "
                 "were preparing oral morphine and the wrong strength bottle had been put back in the CD cupboard. "
                 "The independent second check caught it. I want it under 300 words and using the NMC headings.",
         "2025-03-02 04:05:00"),
        ("assistant", "Here's a tightened version using the NMC form headings:\n\n**What was the nature of the "
                      "event?** While preparing oral morphine with a student nurse, we found that a bottle of a "
                      "different strength had been returned to the wrong shelf. The independent second check "
                      "identified the error before any dose was drawn up.\n\n**What did you learn?** A second check "
                      "is only a safeguard if it is genuinely independent - stating the expected dose aloud can "
                      "lead the checker.\n\n**How did you change your practice?** I now let the second checker read "
                      "the label and calculate first, I completed an incident report, and the shelves were "
                      "relabelled.\n\n**Relevant Code themes:** Preserve safety.", "2025-03-02 04:05:40"),
        ("user", "Perfect, thank you. Maybe add one line about teaching the student?", "2025-03-02 04:09:12"),
        ("assistant", "Add under the change section: \"I used the event as a teaching moment with the student, "
                      "explaining why independence matters in controlled drug checks.\"", "2025-03-02 04:09:30"),
    ]),
    conversation("Translate cardiology letter", [
        ("user", "Translate this into English:\n\n" + LETTER, "2025-07-19 15:02:00"),
        ("assistant", "Diagnosis: paroxysmal atrial fibrillation (CHA2DS2-VASc score 3), arterial hypertension.\n"
                      "Echocardiogram: LVEF 58%, no significant valve disease.\nRecommendations: continue "
                      "anticoagulation (NOAC) and beta-blocker, monitor blood pressure and heart rate, planned "
                      "qualification for ablation (pulmonary vein isolation), follow-up after the procedure.\n"
                      "Dr Ewa Sadowska, MD PhD, consultant cardiologist, Odra Cardiology Centre",
         "2025-07-19 15:02:30"),
    ], branch=(0, [
        ("user", "Translate this into plain English for me and explain anything a UK paediatric nurse might not "
                 "know, it's my mum's letter:\n\n" + LETTER, "2025-07-19 15:04:10"),
        ("assistant", "Here's the letter in plain English, with notes:\n\n- **Diagnosis:** paroxysmal atrial "
                      "fibrillation - AF that comes and goes - plus high blood pressure. Her CHA2DS2-VASc score is "
                      "3, which is why she is on an anticoagulant to reduce stroke risk.\n- **Echo:** her heart "
                      "pumps normally (LVEF 58%) and the valves are fine.\n- **Plan:** keep taking the "
                      "anticoagulant (a NOAC, e.g. rivaroxaban/Xarelto) and the beta-blocker, keep checking blood "
                      "pressure and pulse, and she has been put forward for a planned catheter ablation "
                      "(pulmonary vein isolation), with a review afterwards.\n- **Signed by:** Dr Ewa Sadowska - "
                      "\"dr n. med.\" means she holds a doctorate in medicine (similar to an MD/PhD), and "
                      "\"specjalista kardiolog\" means consultant-level cardiologist.\n\nIn UK terms this is a very "
                      "standard AF pathway.", "2025-07-19 15:04:50"),
        ("user", "Thank you, that's what I thought but it helps to see it in English.", "2025-07-19 15:06:00"),
        ("assistant", "You're welcome. I hope the procedure goes smoothly for your mum - if the hospital sends "
                      "preparation instructions you'd like explained, feel free to paste them here.",
         "2025-07-19 15:06:15"),
    ])),
    conversation("Leasehold basics", [
        ("user", "Explain leasehold to me like I'm five. I'm buying a flat. What's the difference between ground "
                 "rent, service charge, reserve fund and section 20? The management pack just arrived and the "
                 "service charge is higher than the agent told me at the viewing.", "2025-10-15 16:30:00"),
        ("assistant", "- **Ground rent:** a small yearly payment to the freeholder just for owning the lease. It "
                      "buys you nothing - check it's fixed and doesn't double.\n- **Service charge:** your share "
                      "of running the building: cleaning, insurance, lighting, repairs, the managing agent's fee. "
                      "It can change every year with the budget.\n- **Reserve fund (sinking fund):** part of the "
                      "service charge saved up for big jobs like roofs or walls.\n- **Section 20:** if a big job "
                      "will cost any one leaseholder more than £250, the landlord must consult you first and can "
                      "then bill you - unless the reserve fund covers it.\n\nIt's very common for the real service "
                      "charge to be higher than the figure an agent quotes, so compare it with the last two years' "
                      "accounts in the pack.", "2025-10-15 16:30:40"),
        ("user", "The lintel repair is being paid from the reserve fund, so no section 20 for me?",
         "2025-10-15 16:33:10"),
        ("assistant", "If the management pack says the works are funded from the reserve fund and no Section 20 "
                      "contribution is being requested, then you shouldn't get a separate bill for it. Ask your "
                      "solicitor to confirm that in writing before exchange.", "2025-10-15 16:33:30"),
    ]),
]

OUT["chats/chatgpt/conversations.json"] = json.dumps(CONVS, ensure_ascii=False, indent=2) + "\n"

# ====================================================================== plain messages JSON (another assistant)
DRIVE = [
    ("user", "I'm 36, learning to drive in the UK, manual car. I stalled three times at the same junction today "
             "and cried in the car. Should I just switch to automatic?", "2025-05-02T13:41:00+01:00"),
    ("assistant", "That sounds like a rough lesson, and it's really common. Some things to weigh up:\n"
                  "Automatic - pros: easier to learn, often fewer lessons needed, less stress at junctions and hills. "
                  "Cons: if you pass in an automatic, your full licence only covers automatic cars; to drive a "
                  "manual you'd need to pass another test. Hire cars in many European countries are mostly manual "
                  "and automatics cost more to hire.\nManual - pros: full licence for both; cons: more to learn, "
                  "more lessons.\nIt might help to talk to your instructor about how close you are.",
     "2025-05-02T13:41:20+01:00"),
    ("user", "honestly automatic sounds so much easier. I'm like 80% decided on switching, I'll tell my "
             "instructor next Friday", "2025-05-02T13:44:05+01:00"),
    ("assistant", "That's a reasonable choice. If you do switch, ask whether your instructor has an automatic car "
                  "or can recommend someone, and how many hours he thinks you'd need before a test.",
     "2025-05-02T13:44:18+01:00"),
    ("user", "my mum lives in Poland and I wanted to drive her around when I visit. are hire cars there manual",
     "2025-05-02T13:46:30+01:00"),
    ("assistant", "Mostly, yes - in Poland the cheaper hire categories are nearly all manual. Automatics are "
                  "available but usually in higher price bands and need booking ahead.", "2025-05-02T13:46:45+01:00"),
]
OUT["chats/assistant/driving-chat-2025-05-02.json"] = json.dumps(
    [{"role": r, "content": c, "timestamp": t} for r, c, t in DRIVE], ensure_ascii=False, indent=2) + "\n"

# ====================================================================== SMS export
SMS = [
    ("Callum Reid", "+447700900214", "sent", "2025-04-22T10:14:00+01:00",
     "Hi Callum, any chance you could take my nights Tue 10 + Wed 11 June? Cousin's wedding in Poland. "
     "I'll do any of yours in July x"),
    ("Callum Reid", "+447700900214", "received", "2025-04-22T16:52:00+01:00",
     "Yeah should be fine Zof, put it through 👍"),
    ("Callum Reid", "+447700900214", "received", "2025-05-09T18:20:00+01:00",
     "Zof I'm so sorry, my sister's moved her hen do to that weekend and I'm the one organising it. "
     "Can't do 10/11 June after all. Gutted, sorry"),
    ("Callum Reid", "+447700900214", "sent", "2025-05-09T18:31:00+01:00",
     "Ah no worries at all, not your fault! I'll ask around"),
    ("Agnieszka Wróbel", "+447700900655", "sent", "2025-05-10T16:05:00+01:00",
     "Aga, weźmiesz moje nocki 10 i 11 czerwca? Callum się wycofał 😩 wesele Kasi"),
    ("Agnieszka Wróbel", "+447700900655", "received", "2025-05-10T16:40:00+01:00",
     "Jasne, wezmę obie. Ale w zamian weź moją nockę 19 grudnia (piątek), mąż ma firmową wigilię i chcę iść 😅"),
    ("Agnieszka Wróbel", "+447700900655", "sent", "2025-05-10T16:42:00+01:00",
     "Deal!! Dzięki, ratujesz mi życie. Piszę do Siobhan"),
    ("Priya Nair", "+447700900388", "received", "2025-05-12T09:02:00+01:00",
     "Saw your swap form in Siobhan's tray btw, she's signing them all today"),
    ("Priya Nair", "+447700900388", "received", "2025-09-02T20:15:00+01:00",
     "Monday 8th after handover for your reflective discussion? Canteen, I'll bring cake"),
    ("Priya Nair", "+447700900388", "sent", "2025-09-02T20:30:00+01:00",
     "Perfect, thank you!! I'll bring all 5 accounts and the form"),
    ("Dwayne Mitchell", "+447700900540", "received", "2025-08-28T11:00:00+01:00",
     "Any chance of swapping your 2nd Sept night for my long day on the 5th?"),
    ("Dwayne Mitchell", "+447700900540", "sent", "2025-08-28T16:20:00+01:00",
     "Sorry D, can't, got a driving lesson the 5th"),
    ("Agnieszka Wróbel", "+447700900655", "received", "2025-11-15T17:30:00+00:00",
     "Zosia, 19.12 aktualne? Muszę dać znać mężowi 🙏"),
    ("Agnieszka Wróbel", "+447700900655", "sent", "2025-11-15T17:44:00+00:00",
     "Tak tak, pamiętam! Muszę tylko jeszcze wpisać to do rosteru u Callum, zrobię w poniedziałek"),
    ("Callum Reid", "+447700900214", "received", "2025-11-17T12:05:00+00:00",
     "Dec rota is out. You're on PILS Tue 2nd, it's on there as a study day"),
]
OUT["chats/sms/sms-export-2025.json"] = json.dumps({
    "exported_at": "2025-11-18T09:12:00+00:00",
    "device": "Pixel 7",
    "messages": [{"thread": n, "address": a, "type": ty, "date": d, "body": b} for n, a, ty, d, b in SMS],
}, ensure_ascii=False, indent=2) + "\n"

# ====================================================================== JSONL quick questions
QQ = [
    ("2025-01-18T03:20:00Z", "first time buyer stamp duty threshold april 2025",
     "First-time buyers in England pay no SDLT on the first £300,000 (price up to £500,000) from 1 April 2025."),
    ("2025-02-06T14:02:00Z", "MSM meaning driving", "Mirror - Signal - Manoeuvre (some say MSPSL: Mirror, Signal, "
     "Position, Speed, Look)."),
    ("2025-02-26T03:48:00Z", "normal heart rate 2 year old asleep", "Roughly 80-120 bpm asleep; check your local "
     "paediatric early warning chart ranges."),
    ("2025-03-11T02:30:00Z", "lintel in polish", "nadproże"),
    ("2025-03-20T04:10:00Z", "nmc revalidation cpd hours participatory", "35 hours of CPD in 3 years, of which at "
     "least 20 must be participatory learning."),
    ("2025-04-02T15:00:00Z", "what does subject to contract mean uk house", "The deal isn't legally binding until "
     "contracts are exchanged; either side can still pull out."),
    ("2025-05-13T02:55:00Z", "how long stop rivaroxaban before ablation",
     "It varies by centre: some stop it 24-48 hours before, some continue it uninterrupted. Always follow the "
     "hospital's written instructions."),
    ("2025-06-05T21:10:00Z", "is GHIC valid in poland", "Yes - the UK GHIC covers necessary state healthcare in "
     "EU countries including Poland."),
    ("2025-07-21T13:00:00Z", "trache emergency algorithm summary", "Call for help, check patency, suction, "
     "change tube if blocked, oxygen to face and stoma, follow the paediatric tracheostomy emergency algorithm."),
    ("2025-08-19T17:20:00Z", "dvsa cancelled test out of pocket expenses", "You can claim via the DVSA "
     "out-of-pocket expenses form within 6 months, e.g. for a lesson booked for the test day."),
    ("2025-09-30T03:40:00Z", "what is section 20 leasehold", "A consultation the landlord must run before works "
     "costing any leaseholder over £250."),
    ("2025-10-28T16:45:00Z", "who can witness a mortgage deed uk", "An independent adult who is not a party to the "
     "deed, not a relative and not living with you; they must be physically present."),
    ("2025-11-12T04:05:00Z", "small things like these page count", "About 110-120 pages depending on edition."),
    ("2025-11-15T16:30:00Z", "nmc verification how long", "Usually a few weeks after you submit the information; "
     "your registration stays valid meanwhile."),
]
OUT["chats/quick-questions.jsonl"] = "".join(
    json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) + "\n" for ts, q, a in QQ)
