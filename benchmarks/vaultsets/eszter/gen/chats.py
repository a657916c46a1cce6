# -*- coding: utf-8 -*-
"""Chat exports: Telegram Desktop (2 chats), ChatGPT export, plain message JSONs, JSONL."""
import hashlib
import json
from common import bud_dt, epoch, write_text

E_ID = "user5012345678"
M_ID = "user5098812345"
R_ID = "user5230098811"
L_ID = "user6011223344"
NAMES = {"E": ("Eszter Kovács", E_ID), "M": ("Márton", M_ID),
         "R": ("Réka", R_ID), "L": ("Kovács László", L_ID)}


def _ents(text):
    if isinstance(text, str):
        return text, ([{"type": "plain", "text": text}] if text else [])
    ents = []
    for t in text:
        if isinstance(t, str):
            ents.append({"type": "plain", "text": t})
        else:
            ents.append(dict(t))
    return text, ents


def tg_export(rel, name, ctype, cid, rows):
    msgs = []
    for i, row in enumerate(rows, 1):
        date, who, text = row[0], row[1], row[2]
        extra = row[3] if len(row) > 3 else {}
        if who == "SERVICE":
            m = {"id": i, "type": "service", "date": date.replace(" ", "T") + ":00",
                 "date_unixtime": str(epoch(date))}
            m.update(extra)
            m["text"] = ""
            m["text_entities"] = []
            msgs.append(m)
            continue
        nm, uid = NAMES[who]
        m = {"id": i, "type": "message", "date": date.replace(" ", "T") + ":00",
             "date_unixtime": str(epoch(date))}
        if "edited" in extra:
            m["edited"] = extra["edited"].replace(" ", "T") + ":00"
            m["edited_unixtime"] = str(epoch(extra["edited"]))
        m["from"] = nm
        m["from_id"] = uid
        if "reply_to" in extra:
            m["reply_to_message_id"] = extra["reply_to"]
        if "photo" in extra:
            m["photo"] = extra["photo"]
            m["width"] = 1280
            m["height"] = 960
        t, ents = _ents(text)
        m["text"] = t
        m["text_entities"] = ents
        msgs.append(m)
    data = {"name": name, "type": ctype, "id": cid, "messages": msgs}
    write_text(rel, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


MARTON = [
    ("2024-11-18 07:02", "M", "Eszti, Bence szobájában tócsa van a radiátor alatt 😬 letekertem, tettem alá vödröt"),
    ("2024-11-18 07:05", "E", "jajj. a parketta?"),
    ("2024-11-18 07:06", "M", "a szélén sötét. felhívod Oláht? neked megvan a száma"),
    ("2024-11-18 07:31", "E", "irtam neki sms-t, pentek reggel jon 8-10 kozott. otthon tudsz lenni?"),
    ("2024-11-18 07:33", "M", "megoldom"),
    ("2024-11-22 10:41", "M", "Oláh szerint a szelep ment tönkre, de a radiátor sarka is rozsdás. szelepcsere 18e, vagy az egész radiátor csere kb 90-100e anyaggal"),
    ("2024-11-22 10:55", "E", "hmm. ő mit javasol?"),
    ("2024-11-22 10:57", "M", "azt mondja még bírja pár évig. szerintem most elég a szelep, decemberben jön a bank levele is a kamatról..."),
    ("2024-11-22 11:02", "E", "jó, de a parketta miatt nem szeretném sokáig húzni. beszéljük meg este"),
    ("2024-12-03 21:14", "E", "akkor megbeszéltük: most csak szelepcsere + légtelenítés, a csere tavasszal/nyáron. szólok Oláhnak"),
    ("2024-12-03 21:15", "M", "👍"),
    ("2024-12-16 22:20", "E", "megrendeltem Bence legóját, csütörtökre jön. ha nem vagyok itthon, a szomszéd átveszi"),
    ("2024-12-16 22:21", "M", "👌 rejtsd el a szekrény tetejére, mindent megtalál"),
    ("2025-01-15 12:20", "M", ["Megjött a bank levele. ", {"type": "bold", "text": "6,84%"},
                               " lesz a kamat márciustól 😱 a részlet is jóval több, nézd meg a mailt, neked is ment"]),
    ("2025-01-15 12:34", "E", "láttam. ez évente kb 400e-rel több. kiváltás?"),
    ("2025-01-15 12:40", "M", "kérek ajánlatot a Tisza Banknál meg a Hegyvidéki Takaréknál, február 15-ig kell szólni a banknak"),
    ("2025-02-03 19:02", "M", "nem éri meg kiváltani, a költségekkel együtt max 2-3e a különbség havonta. maradunk a Dunapartnál."),
    ("2025-02-03 19:10", "E", "ok 😕 akkor marad a 6,84. kevesebb étterem"),
    ("2025-02-04 20:15", "E", "a radiátor megint csöpög!! ugyanott"),
    ("2025-02-04 20:17", "M", "a szelep?"),
    ("2025-02-04 20:20", "E", "szerintem nem. a sarka. lefotóztam, elküldöm Oláhnak is"),
    ("2025-02-04 20:20", "E", "", {"photo": "photos/photo_1@04-02-2025_20-20-31.jpg"}),
    ("2025-02-20 18:10", "E", "jött a közgyűlési meghívó, 26-án lesz, 3 ajánlat. van ásványgyapotos is, az nekem tetszik"),
    ("2025-02-20 18:22", "M", "mennyi jön ki nekünk?"),
    ("2025-02-20 18:25", "E", "majdnem 1 millió, ha jól számolok a hányadunkkal. majd megnézed a táblázatot a levélben"),
    ("2025-02-24 20:30", "E", "Oláh írt: szerinte a radiátor átrozsdásodott, nem érdemes javítani. munkadíj + a radiátor kb 100e össz"),
    ("2025-02-24 20:41", "M", "decemberben megbeszéltük hogy most nem cserélünk..."),
    ("2025-02-24 20:43", "E", "decemberben még nem folyt a sarkából a víz 🙄 a parketta már így is tönkrement"),
    ("2025-02-24 20:52", "M", "jó, igazad van. akkor az egész radiátort cseréltetjük, nem toldozgatunk tovább. megrendeled a radiátort? Oláh mikor tud jönni?",
     {"edited": "2025-02-24 20:53", "reply_to": 28}),
    ("2025-02-24 20:55", "E", "március 8, szombat reggel 8. a radiátort most rendelem meg a webshopból. itthon leszel?"),
    ("2025-02-24 20:56", "M", "itt leszek. Bencét délután elviszem anyuékhoz"),
    ("2025-03-02 21:30", "M", "akkor a közgyűlésen a Homlokzat-Pro-ra szavazunk? ásványgyapot, és belefér. a színen veszekedj te 😄"),
    ("2025-03-02 21:34", "E", "igen, a Homlokzat-Pro-ra szavazunk. a színen nem veszekszem, csak érvelek", {"reply_to": 32}),
    ("2025-03-05 07:41", "E", "felszálltam 🚆 Bence rendben beért?"),
    ("2025-03-05 07:45", "M", "igen, Réka vitte. jó utat! vigyázz magadra a bécsi kávéval"),
    ("2025-03-06 12:02", "M", "megjött a radiátor 📦 az előszobában van, nagyobb mint gondoltam"),
    ("2025-03-08 11:40", "M", "kész! Oláh ügyes volt, a régi radiátor a pincében, lomtalanításkor elviszik"),
    ("2025-03-08 11:42", "E", "❤️ és a parketta?"),
    ("2025-03-08 11:45", "M", "a parketta szélét majd meglátjuk. szerintem kiszárad 😇"),
    ("2025-03-11 17:40", "E", "elhalasztották a közgyűlést áprilisra, és más helyen lesz. továbbítom a levelet"),
    ("2025-03-11 17:45", "M", "jó, akkor 26-án nem kell bébiszitter"),
    ("2025-03-14 08:00", "M", "a műszakira én viszem az autót, ugye? reggel van?"),
    ("2025-03-14 08:06", "E", "igen, reggel. a pontos időt és a címet a visszaigazolásban találod, továbbítottam"),
    ("2025-03-17 19:20", "M", ["ezt nézd, nyárra? ", {"type": "link", "text": "https://balatonszallas.example/revfulop/napfeny-apartman"}]),
    ("2025-03-17 19:30", "E", "szép! de az áprilisi hétvége még mindig titok? 😄"),
    ("2025-03-17 19:31", "M", "titok 🤐"),
]

CSALAD = [
    ("2024-07-02 09:10", "SERVICE", "", {"actor": "Réka", "actor_id": R_ID, "action": "create_group",
                                          "title": "Kovács család 🏠", "members": ["Réka", "Eszter Kovács", "Kovács László"]}),
    ("2024-07-02 09:12", "R", "Csináltam egy csoportot, hogy apa is lássa, mi van. Apa, itt tudsz írni nekünk! 😊"),
    ("2024-07-02 11:40", "L", "Megkaptam. Laci"),
    ("2024-07-05 18:03", "E", "Apa, hogy megy a rehab?"),
    ("2024-07-05 19:30", "L", "Jol. A gyogytornasz szigoru. A koszt rossz."),
    ("2024-07-19 14:15", "R", "Apa ma hazajött a rehabról! 🎉 kedden és csütörtökön gyógytornára jár, én viszem, ha tudom"),
    ("2024-07-19 14:20", "E", "❤️❤️ szombaton megyek"),
    ("2024-08-29 20:05", "R", "Beszéltem a józsai idősotthonnal, októbertől lenne hely. Csak hogy tudjunk róla."),
    ("2024-08-29 20:31", "L", "En nem megyek sehova."),
    ("2024-08-29 20:40", "E", "Apa, senki nem visz sehova. Majd leülünk és megbeszéljük, jó?"),
    ("2024-09-01 21:02", "E", ["Megbeszéltük Rékával: ", {"type": "bold", "text": "apa otthon marad"},
                               ", és jön gondozó hétfőn, szerdán, pénteken délelőtt. Én intézem a szolgáltatót és a számlákat, Réka a napi dolgokat. Apa, jó így?"]),
    ("2024-09-01 21:15", "L", "Jo. Koszonom lanyok."),
    ("2024-09-01 21:16", "R", "És az idősotthont elfelejtjük 😅"),
    ("2024-10-03 12:30", "R", "Aláírtuk a Gondos Kézzel, Marika hétfőn kezd. Apa szerint túl sokat beszél, pedig még nem is jött 😂"),
    ("2024-11-20 08:12", "R", "Apa tegnap este megcsúszott a kádban 😰 nem lett baja, de ez így nem mehet. A fürdőbe kell egy kapaszkodó a kád mellé a falra, egy kádülőke, meg csúszásgátló szőnyeg. Amíg ez nincs meg, nem engedem egyedül fürdeni, csak ha Marika ott van!"),
    ("2024-11-20 08:40", "L", "Nem kell semmi. Vigyazok."),
    ("2024-11-20 09:02", "E", "Apa, Rékának igaza van. Megrendelem, januárban felszereljük.", {"reply_to": 15}),
    ("2024-12-10 17:45", "R", "mi a wifi jelszó apánál? a gondozónő kérdezi, hogy tudjon videót mutatni neki a tornához"),
    ("2024-12-10 17:58", "L", "A routeren van egy matrica."),
    ("2024-12-10 18:01", "R", "apa, az a gyári, te átírattad tavaly 😄"),
    ("2024-12-10 18:05", "E", ["Megvan, én állítottam be tavaly nyáron: ", {"type": "code", "text": "Nagyerdo1952"},
                               " (nagy N, a hálózat neve KovacsNet)"]),
    ("2024-12-10 18:06", "R", "köszi! 🙏"),
    ("2024-12-24 19:30", "R", "", {"photo": "photos/photo_2@24-12-2024_19-30-12.jpg"}),
    ("2024-12-24 19:31", "L", "Boldog karacsonyt lanyok"),
    ("2025-01-14 16:20", "R", "Jött apának a nyugdíj értesítő, emelték. Lefotózom és átküldöm Eszternek mailben."),
    ("2025-01-25 15:10", "R", ["Kész a fürdő 💪 ", {"type": "mention", "text": "@eszter_kovacs"}, " köszi a megrendelést!"]),
    ("2025-01-25 15:12", "E", "Szuper! Apa, használd ám!"),
    ("2025-01-25 16:40", "L", "Hasznalom."),
    ("2025-03-05 10:02", "R", "Marika szólt, hogy márciusban pár hétre szabadságra megy, a Gondos Kéz küld helyette valakit. Majd írnak nektek is."),
    ("2025-03-05 10:15", "E", "ok, figyelem a mailt. Apa, ne ijedj meg, ha új ember jön."),
    ("2025-03-12 18:30", "L", "Az uj gondozono gyors. Nem beszel annyit."),
    ("2025-03-12 18:33", "E", "😄 akkor jó"),
    ("2025-03-16 20:10", "R", "A kontrollra én viszem apát, a röntgen előtte lesz ugyanott. Írjátok be a naptárba."),
    ("2025-03-16 20:12", "E", "beírtam 👍"),
]


def telegram():
    tg_export("chat/telegram/ChatExport_2025-03-18/result.json", "Márton", "personal_chat",
              5098812345, MARTON)
    tg_export("chat/telegram/ChatExport_2025-03-19/result.json", "Kovács család 🏠", "private_group",
              4873320011, CSALAD)


# ---------------------------------------------------------------- ChatGPT
def _uuid(seed):
    h = hashlib.sha1(seed.encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


def _conv(title, start, turns, branch=None):
    """turns: list of (role, text, minutes_after_start). branch: (index_of_user_turn_to_edit,
    original_user_text, original_assistant_text) - the original goes into a sibling branch."""
    cid = _uuid("conv:" + title)
    t0 = epoch(start)
    mapping = {}
    root = _uuid(title + ":root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sysid = _uuid(title + ":sys")
    mapping[sysid] = {"id": sysid, "message": {
        "id": sysid, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0, "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all"}, "parent": root, "children": []}
    mapping[root]["children"].append(sysid)
    parent = sysid

    def node(nid, role, text, ts, par):
        mapping[nid] = {"id": nid, "message": {
            "id": nid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": ts + 0.123456, "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {},
            "recipient": "all"}, "parent": par, "children": []}
        mapping[par]["children"].append(nid)

    last = None
    for i, (role, text, mins) in enumerate(turns):
        if branch and i == branch[0]:
            # original (abandoned) branch first
            o_u = _uuid(title + ":orig_u")
            o_a = _uuid(title + ":orig_a")
            node(o_u, "user", branch[1], t0 + mins * 60 - 240, parent)
            node(o_a, "assistant", branch[2], t0 + mins * 60 - 200, o_u)
        nid = _uuid("%s:%d" % (title, i))
        node(nid, role, text, t0 + mins * 60, parent)
        parent = nid
        last = nid
    update = t0 + turns[-1][2] * 60 + 1.5
    return {"title": title, "create_time": t0 + 0.5, "update_time": update, "mapping": mapping,
            "moderation_results": [], "current_node": last, "plugin_ids": None,
            "conversation_id": cid, "conversation_template_id": None, "gizmo_id": None,
            "is_archived": False, "safe_urls": [], "default_model_slug": "gpt-4o", "id": cid}


ABSTRACT_LONG = """Our school is a landscape before it is a building. On a former riverside industrial site we propose three stepped courtyards that descend from the street towards the water. Every classroom opens onto a terrace at its own level, so that learning can spill outside in all seasons ... [~410 words: courtyards, terraces, roof sports field, the slide from the roof to the second courtyard, timber structure, re-used foundations of the old warehouse, rainwater garden, community use in the evenings, etc.]"""

ABSTRACT_SHORT = """Our school is a landscape before it is a building. On a former riverside industrial site, three stepped courtyards descend from the street to the water. Every classroom opens onto its own terrace, so learning can move outdoors in every season.

The courtyards have distinct characters: the upper one is a busy, paved "town square" for arrival and play; the middle one is a garden classroom with a rain garden fed by the roofs; the lowest one opens to the river and to the neighbourhood, and becomes a public space after school hours.

The roof of the main wing is a sports field. A slide connects it with the second courtyard - because children asked for it, and because moving between levels should be a joy rather than a corridor.

The structure is timber on the re-used concrete foundations of the former warehouse, keeping embodied carbon low and the memory of the site visible. Classrooms are grouped in clusters of three around shared "learning lounges", which can be opened up or closed with sliding walls.

We see the school as a piece of city: permeable, generous, and built for the way children actually learn - moving, talking, outside. (286 words)"""


def chatgpt():
    convs = []
    convs.append(_conv("Shorten jury abstract", "2025-03-11 22:10", [
        ("user", "OK now do it properly: cut this to under 300 words for the jury, keep British spelling, keep the slide sentence, and don't make it sound like marketing.\n\n" + ABSTRACT_LONG, 0),
        ("assistant", "Here is a version at 286 words, British spelling, with the slide kept:\n\n" + ABSTRACT_SHORT + "\n\nMain cuts: the long paragraph on rainwater (merged into the middle courtyard), the repetition about community use, and two adjectives per sentence on average.", 1),
        ("user", "perfect. one more: a title under 6 words?", 4),
        ("assistant", "Options: \"Learning Downhill\", \"Three Courtyards to the River\", \"A School That Steps Down\", \"Terraced Learning Landscape\". I'd go with \"Three Courtyards to the River\" - plain and descriptive, which juries usually trust more than puns.", 5),
    ], branch=(0, "can you make this shorter?\n\n" + ABSTRACT_LONG,
               "Sure! Here's a shorter, punchier version: \"Imagine a school that flows like a river...\" [a 350-word, rather promotional rewrite]")))
    convs.append(_conv("Csípőprotézis után – lépcső, torna", "2024-07-22 21:05", [
        ("user", "Apukám (72) 5 hete kapott bal oldali csípőprotézist, most jött haza a rehabról. Hogyan menjen lépcsőn, és milyen tornát csináljon otthon? Második emeleten lakik, nincs lift.", 0),
        ("assistant", "Lépcsőzésnél a szabály: felfelé az ép lábbal lép először (\"fel az éppel\"), lefelé a műtött lábbal (\"le a beteggel\"), a bot a műtött oldallal ellentétes kézben vagy a korláton. Az első hetekben mindig legyen valaki mellette.\n\nOtthoni gyakorlatok (a gyógytornász útmutatása szerint, nem helyette!): bokapumpa, combfeszítés fekve, farizom-feszítés, sarokcsúsztatás, álló helyzetben oldalra emelés kapaszkodva. Naponta 2-3 x 10 ismétlés.\n\nKerülendő 3 hónapig: lábkeresztezés, 90 foknál nagyobb csípőhajlítás (alacsony fotel, WC magasító nélkül), befelé forgatás.", 1),
        ("user", "és a fürdés? kádja van", 3),
        ("assistant", "Kádból ki-be szállás a legveszélyesebb. Javaslat: kádülőke vagy kádpad, csúszásgátló szőnyeg a kádban és előtte, falra szerelt fogantyú. Az első időben csak felügyelettel fürödjön. Sok otthonápolási szolgálat a fürdetésben is segít.", 4),
    ]))
    convs.append(_conv("Homlokzat szigetelés: ásványgyapot vs EPS", "2025-02-22 22:40", [
        ("user", "1937-es budapesti bérház utcai homlokzata, vakolt, párkányokkal. Közgyűlés lesz, ásványgyapot vagy EPS? röviden, érvekkel, laikus lakótársaknak", 0),
        ("assistant", "Röviden:\n- Ásványgyapot: nem éghető (A1), páraáteresztőbb, régi téglafalnál kisebb a penészesedés kockázata, jobb hangszigetelés. Drágább (anyag + munka kb. 10–20%-kal).\n- EPS: olcsóbb, könnyebb, de éghető (tűzvédelmi sávok kellenek), és kevésbé páraáteresztő.\nPárkányos homlokzatnál mindkettőnél kérdés, hogy a tagozatokat megtartják-e vagy leverik – ezt érdemes a közgyűlésen kikötni.", 1),
        ("user", "12 vagy 15 cm?", 2),
        ("assistant", "Hőtechnikailag 15 cm jobb, de egy tagolt, régi homlokzatnál a vastagság az ablakkávák és a párkányok miatt korlátozott. 12 cm ásványgyapot már teljesíti a jelenlegi követelményeket a legtöbb esetben.", 3),
    ]))
    write_text("chat/chatgpt/conversations.json", json.dumps(convs, ensure_ascii=False, indent=2) + "\n")


# ---------------------------------------------------------------- plain message JSONs
def plain_jsons():
    rad = [
        {"role": "user", "content": "A gyerekszobában a radiátor fent hideg, lent meg meleg. Közben a szelepnél csöpögött, azt most megcsinálták. Mi lehet a baj?",
         "timestamp": "2024-12-07T21:40:12+01:00"},
        {"role": "assistant", "content": "Ha egy radiátor fent hideg, lent meleg, az szinte mindig levegő a rendszerben – különösen szelepcsere vagy leengedés után, ami pont most történt. Megoldás: légteleníteni kell. A radiátor felső sarkában van egy kis légtelenítő szelep; egy légtelenítő kulccsal (vagy lapos csavarhúzóval) óvatosan nyisd meg, tarts alá rongyot, és amikor a sziszegés után víz jön, zárd el. Utána nézd meg a kazán nyomását (általában 1–1,5 bar), ha leesett, töltsd utána.",
         "timestamp": "2024-12-07T21:40:31+01:00"},
        {"role": "user", "content": "és ha légtelenítés után is fent hideg marad?", "timestamp": "2024-12-07T21:52:03+01:00"},
        {"role": "assistant", "content": "Akkor lehet iszaposodás (lerakódás a radiátor alján nem okoz fent hideget, de a keringést rontja), elzáródott termosztátfej, vagy hidraulikai beszabályozási gond. Ha a radiátor régi és rozsdás, az iszap is rozsdából jöhet – ez hosszabb távon a radiátor cseréjét is indokolhatja.",
         "timestamp": "2024-12-07T21:52:30+01:00"},
    ]
    write_text("chat/assistant/2024-12-07_radiator_fent_hideg.json", json.dumps(rad, ensure_ascii=False, indent=2) + "\n")
    pen = [
        {"role": "user", "content": "Apám 72 éves, öregségi nyugdíjas, Debrecenben él egyedül, csípőprotézis után van, sok gyógyszert szed. Jár neki közgyógyellátás? Hol kell igényelni?",
         "timestamp": "2025-01-22T20:15:00+01:00"},
        {"role": "assistant", "content": "A közgyógyellátás jövedelemfüggő (alanyi, normatív vagy méltányossági alapon). Normatív alapon akkor jár, ha a havi rendszeres gyógyító ellátás költsége meghaladja az öregségi nyugdíjminimum 10%-át, és az egy főre jutó jövedelem nem haladja meg a törvényi határt (egyedül élőnél magasabb a határ). Igénylés: a lakóhely szerinti kormányablakban (járási hivatal), kell hozzá háziorvosi igazolás a gyógyszerekről zárt borítékban, és jövedelemigazolás (pl. a nyugdíjemelésről szóló éves értesítő). Az eljárás kb. 30–60 nap.",
         "timestamp": "2025-01-22T20:15:40+01:00"},
        {"role": "user", "content": "a 13. havi nyugdíj számít jövedelemnek ilyenkor?", "timestamp": "2025-01-22T20:20:11+01:00"},
        {"role": "assistant", "content": "Általában az igénylést megelőző hónap (vagy 3 hónap átlaga) havi jövedelmét nézik; a 13. havi nyugdíj egyszeri juttatásként a gyakorlatban a számításnál eltérően kezelhető – ezt a kormányablakban érdemes megkérdezni, mert hivatalonként eltérhet a gyakorlat.",
         "timestamp": "2025-01-22T20:20:40+01:00"},
    ]
    write_text("chat/assistant/2025-01-22_kozgyogy_nyugdij.json", json.dumps(pen, ensure_ascii=False, indent=2) + "\n")


QUICK = [
    ("2024-05-02T08:14:00+02:00", "A1 size in mm", "594 × 841 mm."),
    ("2024-06-11T22:03:00+02:00", "tornaterem belmagasság előírás általános iskola", "Tornaszoba: jellemzően min. 5,5–7 m, tornaterem: min. 7 m szabad belmagasság az iskolai sportcélú előírások és a szakági ajánlások szerint; pontos érték a sportág és a terem mérete szerint."),
    ("2024-09-12T07:40:00+02:00", "7 éves gyerek útlevél meddig érvényes", "Magyarországon 12 éves kor alatt a gyermek útlevele 3 évig érvényes (2023 óta a 12–18 évesekké 5 évig, felnőtteké 10 évig). Az igényléshez mindkét szülő hozzájárulása kell. Ellenőrizd a kormányablakban, mert változhat."),
    ("2024-10-01T21:11:00+02:00", "otthoni gondozás óradíj Debrecen átlag", "Magánszolgáltatóknál 2024-ben nagyjából 2 800–4 000 Ft/óra, önkormányzati házi segítségnyújtásnál jövedelemfüggő térítési díj (jóval kevesebb)."),
    ("2024-11-19T22:30:00+01:00", "mennyi ideig tart egy lapradiátor cseréje", "Azonos méretű lapradiátor cseréje a meglévő bekötésekre általában 2–4 óra, a rendszer leengedésével és újratöltésével együtt."),
    ("2025-01-16T08:02:00+01:00", "kamatperiódus forduló előtörlesztés díjmentes?", "Igen, jogszabály szerint a kamatperiódus fordulónapján az előtörlesztés / végtörlesztés díjmentes a fogyasztói jelzáloghiteleknél."),
    ("2025-02-10T12:45:00+01:00", "műszaki vizsga mit kell vinni", "Forgalmi engedély, törzskönyv (vagy másolat), érvényes kötelező biztosítás igazolása; elsősegélycsomag és elakadásjelző háromszög legyen az autóban."),
    ("2025-02-26T23:10:00+01:00", "300 words how many characters approx", "Roughly 1,700–2,000 characters with spaces for English text."),
    ("2025-03-04T22:15:00+01:00", "Heuriger jelentése", "Bécsi/osztrák borozó, ahol a termelő a saját újborát méri, többnyire egyszerű hideg ételekkel."),
    ("2025-03-06T07:05:00+01:00", "how to say thank you for your hospitality in german", "\"Vielen Dank für Ihre Gastfreundschaft\" (formal) / \"Danke für eure Gastfreundschaft\" (informal, plural)."),
    ("2025-03-15T09:30:00+01:00", "füldugó gyerek úszáshoz jó ötlet?", "Visszatérő fülfájásnál (úszófül) a szilikon úszófüldugó és úszás utáni alapos fülszárítás segíthet; ha gyakori, gyerekorvos vagy fül-orr-gégész nézze meg."),
    ("2025-03-18T21:48:00+01:00", "ÉTDR hiánypótlás határidő hosszabbítás hányszor", "A hiánypótlási határidő általában egy alkalommal hosszabbítható meg indokolt kérelemre; részleteket az adott hatóság felhívása tartalmazza."),
]


def jsonl():
    lines = [json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) for ts, q, a in QUICK]
    write_text("chat/quick_questions.jsonl", "\n".join(lines) + "\n")


def build():
    telegram()
    chatgpt()
    plain_jsons()
    jsonl()
