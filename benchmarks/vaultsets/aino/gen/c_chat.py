# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT conversations.json, plain message JSONs, JSONL, WhatsApp (iOS, fi)."""
import hashlib
import json
from datetime import datetime
from lib import local

LRM = "\u200e"


def _uuid(seed):
    h = hashlib.md5(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def _ts(s):
    return local(s).timestamp()


# ------------------------------------------------------------------ ChatGPT
def _node(cid, role, text, t, parent):
    nid = _uuid(f"{cid}/{role}/{t}/{text[:30]}")
    msg = {
        "id": nid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t if role != "system" else None,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0 if role != "system" else 0.0,
        "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {},
        "recipient": "all",
        "channel": None,
    }
    return nid, {"id": nid, "message": msg, "parent": parent, "children": []}


def conversation(title, start, turns, edited=None):
    """turns: list of (role, text, 'YYYY-MM-DD HH:MM').
    edited: (index_of_user_turn, new_user_text, [assistant replies...]) creates a sibling branch
    that becomes current_node."""
    cid = _uuid("conv/" + title)
    mapping = {}
    root = _uuid(cid + "/root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id, sys_node = _node(cid, "system", "", _ts(start), root)
    sys_node["message"]["metadata"] = {"is_visually_hidden_from_conversation": True}
    mapping[sys_id] = sys_node
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    ids = []
    for role, text, t in turns:
        nid, node = _node(cid, role, text, _ts(t), parent)
        mapping[nid] = node
        mapping[parent]["children"].append(nid)
        ids.append(nid)
        parent = nid
    current = parent
    if edited:
        idx, new_text, replies = edited
        branch_parent = mapping[ids[idx]]["parent"]
        t0 = turns[idx][2]
        nid, node = _node(cid, "user", new_text, _ts(t0) + 95, branch_parent)
        mapping[nid] = node
        mapping[branch_parent]["children"].append(nid)
        p = nid
        for k, (role, text, t) in enumerate(replies):
            n2, node2 = _node(cid, role, text, _ts(t), p)
            mapping[n2] = node2
            mapping[p]["children"].append(n2)
            p = n2
        current = p
    last_t = max(m["message"]["create_time"] or 0 for m in mapping.values() if m["message"])
    return {
        "title": title, "create_time": _ts(start), "update_time": last_t,
        "mapping": mapping, "moderation_results": [], "current_node": current,
        "plugin_ids": None, "conversation_id": cid, "conversation_template_id": None,
        "gizmo_id": None, "is_archived": False, "safe_urls": [], "default_model_slug": "gpt-4o",
        "id": cid,
    }


CONVS = [
    conversation("Kiukaan koko mökin saunaan", "2024-09-01 20:10", [
        ("user", "Mökin sauna on 2,4 x 2,0 metriä ja korkeus 2,2 m. Seinät on hirttä. Kuinka "
                 "isoa puukiuasta tarvitaan? Vanha hajosi.", "2024-09-01 20:10"),
        ("assistant", "Lasketaan ensin saunan tilavuus: 2,4 × 2,0 × 2,2 ≈ 10,6 m³.\n\n"
                      "Hirsiseinät sitovat lämpöä, joten valmistajat neuvovat yleensä lisäämään "
                      "laskennalliseen tilavuuteen noin 1,5-kertoimen hirsiseinäisessä saunassa: "
                      "10,6 × 1,5 ≈ 16 m³.\n\nValitse siis kiuas, jonka ilmoitettu tilavuusalue "
                      "kattaa vähintään 16 m³, esimerkiksi malli, jonka alue on 8–20 m³. Liian "
                      "pieni kiuas joutuu lämmittämään jatkuvasti täydellä teholla.", "2024-09-01 20:11"),
        ("user", "Entä onko väliä, onko kiuas läpiseinämalli?", "2024-09-01 20:14"),
        ("assistant", "Läpiseinäkiukaassa pesä lämmitetään saunan ulkopuolelta, esim. pukuhuoneesta. "
                      "Se vaatii seinään aukon, palosuojauksen ja usein muutostyöt. Jos nykyinen kiuas "
                      "on tavallinen malli ja hormiliitäntä on valmiina, saman tyyppinen uusi on "
                      "yleensä helpoin ja edullisin vaihtoehto.", "2024-09-01 20:15"),
    ], edited=(0, "Mökin sauna on 2,4 x 2,0 metriä ja korkeus 2,2 m. Seinät on hirttä ja ovi on "
                  "lasia (0,8 x 1,9 m). Kuinka isoa puukiuasta tarvitaan? Vanha hajosi.", [
        ("assistant", "Tilavuus: 2,4 × 2,0 × 2,2 ≈ 10,6 m³.\n\nLisäykset:\n"
                      "- hirsiseinät: kerroin noin 1,5 → ≈ 16 m³\n"
                      "- lasiovi: lasipinnat lisätään tavallisesti noin 1,2 m³ / m². Ovi on "
                      "0,8 × 1,9 ≈ 1,5 m² → noin +1,8 m³\n\nLaskennallinen tilavuus ≈ 17–18 m³. "
                      "Valitse kiuas, jonka yläraja on selvästi tämän yli, esim. 20 m³ tai 22 m³. "
                      "Tarkista lisäksi valmistajan suojaetäisyydet ja hormin kunto.", "2024-09-01 20:13"),
        ("user", "Riittääkö 20 m³ kiuas vai pitäisikö ottaa isompi?", "2024-09-01 20:18"),
        ("assistant", "20 m³ ylärajalla oleva kiuas riittää hyvin noin 17–18 m³ laskennalliseen "
                      "tilavuuteen: se ei joudu toimimaan äärirajoilla, ja sauna lämpenee "
                      "kohtuullisessa ajassa (tyypillisesti 1–1,5 h). Isompi kiuas kuluttaa enemmän "
                      "puuta ja voi tehdä pienestä saunasta liian kuuman.", "2024-09-01 20:19"),
    ])),
    conversation("Viesti rehtorille samanaikaisopetuksesta", "2024-09-24 21:02", [
        ("user", "Auta muotoilemaan lyhyt ja asiallinen sähköposti rehtorille. Hän ehdotti, että "
                 "erityisopettaja on luokassani perjantaina 1.–2. tunnilla (käsityö ja liikunta). "
                 "Haluaisin sen sijaan maanantain 2. ja keskiviikon 3. tunnin, koska silloin on "
                 "matikkaa ja tuen tarve on siellä. En halua kuulostaa valittavalta.", "2024-09-24 21:02"),
        ("assistant", "Tässä ehdotus:\n\nHei [rehtori],\n\nkiitos luonnoksesta. Perjantain 1.–2. "
                      "tunti on luokallamme käsityötä ja liikuntaa, joissa erityisopettajan tuesta on "
                      "oppilaille vähiten hyötyä. Tuen tarve on selvästi matematiikassa ja lukemisessa. "
                      "Ehdottaisin maanantain 2. ja keskiviikon 3. tuntia, jolloin meillä on "
                      "matematiikkaa.\n\nYmmärrän, että resurssi on tiukka. Jos muutos ei ole mahdollinen "
                      "syksyllä, toivon että asia huomioidaan kevään jaossa.\n\nTerveisin\n[nimi]",
         "2024-09-24 21:03"),
        ("user", "Hyvä. Voiko lisätä, että oppilaan oppimissuunnitelmassa on kirjattu pienryhmä "
                 "matikassa?", "2024-09-24 21:06"),
        ("assistant", "Toki – lisää toisen virkkeen perään: \"Lisäksi yhden oppilaan "
                      "oppimissuunnitelmaan on kirjattu pienryhmäopetus matematiikassa.\" Se on vahva, "
                      "asiakirjaan perustuva peruste, joten se kannattaa mainita.", "2024-09-24 21:07"),
    ]),
    conversation("Autolainan kuukausierä", "2025-04-02 20:30", [
        ("user", "Laske kuukausierä: laina 18 000 €, 60 kk, korko 4,9 %. Annuiteetti.", "2025-04-02 20:30"),
        ("assistant", "Kuukausikorko r = 0,049 / 12 ≈ 0,004083. Annuiteettikaava: "
                      "A = P · r / (1 − (1 + r)^−n) = 18 000 · 0,004083 / (1 − 1,004083^−60) ≈ 338,9 € "
                      "kuukaudessa.\n\nKorkoja maksat yhteensä noin 60 × 338,9 − 18 000 ≈ 2 330 €, "
                      "lisäksi mahdolliset avaus- ja tilinhoitomaksut.", "2025-04-02 20:31"),
        ("user", "Entä jos korko olisi 4,5 % tai autoliikkeen 5,9 %?", "2025-04-02 20:33"),
        ("assistant", "- 4,5 %: noin 335,6 €/kk, korkoja yhteensä ≈ 2 130 €\n"
                      "- 5,9 %: noin 347,2 €/kk, korkoja yhteensä ≈ 2 830 €\n\n"
                      "Ero 4,5 % ja 5,9 % välillä on siis noin 11–12 € kuukaudessa eli noin 700 € "
                      "koko laina-aikana. Muista verrata myös avausmaksuja ja kuukausimaksuja: "
                      "todellinen vuosikorko kertoo kokonaiskustannuksen parhaiten.", "2025-04-02 20:34"),
    ]),
    conversation("Theme park day packing list", "2025-05-10 19:40", [
        ("user", "I'm taking 24 nine-year-olds to an amusement park for a day trip. Give me a short "
                 "packing list for the teacher (not the kids).", "2025-05-10 19:40"),
        ("assistant", "Teacher's day-trip kit:\n- class list with guardians' phone numbers\n"
                      "- allergy and medication list (+ any EpiPens handed over)\n- first-aid kit, "
                      "plasters, travel-sickness bags\n- group tickets/booking reference and the "
                      "bus company's phone number\n- charged phone + power bank\n- high-visibility "
                      "vests or matching caps for the group\n- sunscreen, spare water bottles\n"
                      "- a meeting point and time agreed with every adult\n- whistle\n- a quiet "
                      "plan B for any child who gets overwhelmed", "2025-05-10 19:41"),
        ("user", "Good. One pupil is noise-sensitive. Any tips?", "2025-05-10 19:44"),
        ("assistant", "Show him the day's plan with pictures beforehand, pack his ear defenders, "
                      "agree on a signal he can use when it gets too much, and pick a fixed quiet "
                      "spot (a bench away from the loudest rides, or the bus) where an adult can "
                      "sit with him. Schedule the loudest rides early, when energy is highest, "
                      "and finish with something calm.", "2025-05-10 19:45"),
    ]),
]

# ------------------------------------------------------------------ plain message JSONs
ESSAY_CHAT = [
    {"role": "user", "timestamp": "2025-03-20T19:42:00+02:00",
     "content": "Kirjoitan esseetä aiheesta oppimisympäristön esteettömyys omassa luokassa "
                "(8–10 sivua). Voitko ehdottaa rakenteen?"},
    {"role": "assistant", "timestamp": "2025-03-20T19:42:20+02:00",
     "content": "Ehdotus: 1) Johdanto: miksi esteettömyys, oma luokka lyhyesti. 2) Käsitteet: "
                "esteettömyyden ulottuvuudet (fyysinen, sosiaalinen, pedagoginen, psyykkinen). "
                "3) Oman luokan analyysi ulottuvuuksittain: akustiikka, valaistus, kalusteet, "
                "kuvatuki, tauot, vuorovaikutus. 4) Kehittämisehdotukset ja resurssit. "
                "5) Pohdinta: mitä opin, mitä jää auki. Lähteet."},
    {"role": "user", "timestamp": "2025-03-20T19:45:10+02:00",
     "content": "Sain viikon lisäaikaa, joten ehdin lisätä myös havaintoja. Miten kirjoitan "
                "yhdestä oppilaasta ilman että hän on tunnistettavissa?"},
    {"role": "assistant", "timestamp": "2025-03-20T19:45:40+02:00",
     "content": "Käytä yleistä kuvausta (\"oppilas, jolla on ääniherkkyyttä\"), älä mainitse nimeä, "
                "muuttokaupunkia tai muita yksilöiviä tietoja. Voit yhdistää useamman oppilaan "
                "havaintoja yhdeksi esimerkiksi ja mainita sen menetelmänä. Jos epäilet, kysy "
                "opettajalta tai huoltajalta lupa."},
    {"role": "user", "timestamp": "2025-03-20T19:50:02+02:00",
     "content": "Kiitos. Luokassa on kova kaiku. Mitä halpoja keinoja akustiikkaan on?"},
    {"role": "assistant", "timestamp": "2025-03-20T19:50:30+02:00",
     "content": "Halpoja keinoja: huopatassut tuolinjalkoihin, tekstiilit (matot, verhot), "
                "ilmoitustaulut korkkipinnalla, kirjahyllyt seinille hajottamaan ääntä, "
                "äänenvaimennuslevyt katon rajaan (usein koulun kiinteistöbudjetista). Mittaa ensin "
                "esim. puhelimen desibelisovelluksella ennen ja jälkeen, niin saat esseeseen dataa."},
]

ENGLISH_PRACTICE = [
    {"role": "user", "timestamp": "2025-04-16T20:05:00+03:00",
     "content": "Let's practise small talk for a teacher conference in Sweden. You are a Norwegian "
                "teacher at the coffee break. Start."},
    {"role": "assistant", "timestamp": "2025-04-16T20:05:15+03:00",
     "content": "Hi! Is this seat free? I'm Ingrid, I teach grade four in Bergen. Is this your "
                "first time at this conference?"},
    {"role": "user", "timestamp": "2025-04-16T20:06:30+03:00",
     "content": "Yes, first time. I'm Aino, a class teacher from Tampere, Finland. I have a third "
                "grade. I'm interested in the co-teaching workshop, we started co-teaching in maths "
                "this spring."},
    {"role": "assistant", "timestamp": "2025-04-16T20:06:50+03:00",
     "content": "Oh nice! How is it going? In Bergen we have planning time built into the timetable, "
                "one hour a week for each teacher pair. Without that it didn't work at all."},
    {"role": "user", "timestamp": "2025-04-16T20:08:10+03:00",
     "content": "That is exactly our problem. We split the class in two groups and it works well, "
                "but we plan in the corridor. How did you get the planning time?"},
    {"role": "assistant", "timestamp": "2025-04-16T20:08:30+03:00",
     "content": "(Feedback: very natural! Small fixes: \"I teach a third-grade class\" sounds more "
                "natural than \"I have a third grade\". \"We plan in the corridor\" is a lovely, "
                "funny detail – keep it.) As Ingrid: Our principal made it a condition for the "
                "funding. Maybe you could ask yours the same?"},
]

QUICK = [
    ("2024-08-22T07:41:00+03:00", "onko 3. luokan oppilaalla oikeus kuulosuojaimiin kokeessa",
     "Kyllä, jos se on tukitoimena kirjattu tai opettaja katsoo sen tarpeelliseksi; kuulosuojaimet ovat tavallinen mukautus."),
    ("2024-09-05T21:12:00+03:00", "mitä tarkoittaa tehostettu tuki vs erityinen tuki",
     "Tehostettu tuki perustuu pedagogiseen arvioon ja oppimissuunnitelmaan; erityinen tuki vaatii hallintopäätöksen ja HOJKS:n."),
    ("2024-09-30T20:03:00+03:00", "oliviinidiabaasi vai peridotiitti kiuaskivet",
     "Molemmat kestävät hyvin lämpöä; oliviinidiabaasi on yleisin ja edullisin, peridotiitti raskaampi ja kestävämpi."),
    ("2024-10-28T19:15:00+02:00", "sakokaivon tyhjennysväli vapaa-ajan asunto",
     "Yleensä vähintään kerran vuodessa vakituisessa käytössä, vapaa-ajan asunnoissa kunnan määräysten mukaan usein joka toinen vuosi."),
    ("2024-12-01T18:22:00+02:00", "kuinka kauan uimakoulussa oppii uimaan 6v",
     "Vaihtelee paljon; moni 6-vuotias oppii uimaan 5–10 metriä 1–2 kurssin aikana."),
    ("2025-01-19T21:40:00+02:00", "sähköauto talvella kulutus lämpöpumppu vs ei",
     "Lämpöpumppu voi pienentää lämmityksen kulutusta pakkasella 20–40 %, mikä näkyy toimintamatkassa selvästi."),
    ("2025-01-26T10:05:00+02:00", "taloyhtiön lämmitystolppa sähköauton lataus sallittu",
     "Hidas lataus lämmitystolpasta vaatii usein taloyhtiön luvan ja mittaroinnin; taloyhtiöt ovat alkaneet rakentaa latauspisteitä."),
    ("2025-02-14T22:11:00+02:00", "Suite de Lorca säveltäjä vuosi",
     "Einojuhani Rautavaara, 1973 (sekakuorolle)."),
    ("2025-03-02T09:30:00+02:00", "talviloma tampere 2025 viikko",
     "Tampereella talviloma oli viikolla 9 (24.–28.2.2025)."),
    ("2025-03-27T20:50:00+02:00", "montako op erityispedagogiikan perusopinnot",
     "Perusopinnot ovat 25 opintopistettä."),
    ("2025-04-20T21:15:00+03:00", "mobilepay pyyntö miten lähetetään",
     "Avaa MobilePay, valitse Pyydä, syötä summa ja vastaanottaja, lisää viesti ja lähetä."),
    ("2025-05-08T19:02:00+03:00", "laiturin kellukkeet kierrätys",
     "Muoviset kellukkeet voi viedä jäteasemalle muovi- tai energiajätteenä; kysy paikalliselta jäteasemalta."),
    ("2024-10-19T18:40:00+03:00", "mokkulan wifi ei toimi mökillä mitä tehdä",
     "Irrota mokkulan virta hetkeksi, tarkista SIM-kortin datapaketti ja siirrä mokkula ikkunan lähelle parempaa kuuluvuutta varten."),
    ("2025-05-13T06:55:00+03:00", "lapsella kuumetta 38 voiko mennä eskariin",
     "Ei; kuumeisen lapsen tulee olla kotona ja vähintään yksi kuumeeton päivä ennen paluuta."),
]


def quick_jsonl():
    return "".join(json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) + "\n"
                   for ts, q, a in sorted(QUICK))


# ------------------------------------------------------------------ WhatsApp (iOS, Finnish locale)
def wa_stamp(s):
    """'2024-08-12 08:02:11' -> '12.8.2024 klo 8.02.11'"""
    dt = datetime.strptime(s, "%Y-%m-%d %H:%M:%S")
    return f"{dt.day}.{dt.month}.{dt.year} klo {dt.hour}.{dt.minute:02d}.{dt.second:02d}"


def whatsapp(lines):
    """lines: (timestamp, sender, text, flags) with flags in {'', 'sys', 'att'}"""
    out = []
    for ts, sender, text, flag in lines:
        prefix = LRM if flag in ("sys", "att") else ""
        body = (LRM + text) if flag in ("sys", "att") else text
        out.append(f"{prefix}[{wa_stamp(ts)}] {sender}: {body}")
    return "\r\n".join(out) + "\r\n"


ENC = "Viestit ja puhelut ovat päästä päähän salattuja. Kukaan WhatsAppin ulkopuolinen, ei edes WhatsApp, voi lukea tai kuunnella niitä."

JUHA = [
    ("2024-08-12 08:02:11", "Juha", ENC, "sys"),
    ("2024-08-12 08:02:11", "Juha", "Moi. Lapset lähti kouluun ja eskariin. Eelin salibandykassi jäi mulle, tuon sen illalla", ""),
    ("2024-08-12 08:15:40", "Aino", "Ok kiitos. Tuu vaikka seittemän jälkeen", ""),
    ("2024-08-12 08:16:02", "Aino", "Ja Sennin eskarin retkimaksu 15 € pitää maksaa tällä viikolla. Maksa sä niin laitan puolet mobilepaylla", ""),
    ("2024-08-19 21:33:05", "Juha", "Eeli kysyy saako mennä Aatulle yökylään lauantaina. Sun viikko", ""),
    ("2024-08-19 21:40:12", "Aino", "Saa, mä vien", ""),
    ("2024-09-09 17:12:44", "Juha", "Syysloma on mun viikolla. Vien lapset äidille Pieksämäelle ma–to, ok?", ""),
    ("2024-09-09 17:30:02", "Aino", "Ok! Mä oon sen viikonlopun mökillä, kiuas asennetaan lauantaina", ""),
    ("2024-10-18 19:45:10", "Juha", "<liite: 00000031-PHOTO-2024-10-18-19-45-10.jpg>", "att"),
    ("2024-10-18 19:45:30", "Juha", "Mummolassa leivottiin", ""),
    ("2024-10-18 19:52:03", "Aino", "Ihania 😍 Senni näyttää ihan mummolta siinä esiliinassa", ""),
    ("2024-11-25 07:50:22", "Aino", "Muistathan: Sennin hammastarkastus on ensi viikon tiistaiaamuna. Aika on mun sähköpostisa. Mä vien, kun on mun viikko", ""),
    ("2024-11-25 08:01:03", "Juha", "👍", ""),
    ("2024-12-02 20:10:55", "Juha", "Joulu: sovitaanko että lapset on sulla 23.–26.12. ja mulla uudenvuoden viikko kokonaan?", ""),
    ("2024-12-02 20:24:30", "Aino", "Sopii. Laitan kalenteriin", ""),
    ("2025-01-10 18:02:13", "Juha", "Uimakoulu huomenna, mä vien Sennin kun on mun lauantai", ""),
    ("2025-01-10 18:05:40", "Aino", "Joo. Uimalasit on sen repussa, pyyhe pitää lisätä.\nJa se jännittää, sano että saa katsoa ekalla kerralla reunalta jos haluaa", ""),
    ("2025-01-11 10:31:48", "Juha", "<liite: 00000044-VIDEO-2025-01-11-10-31-48.mp4>", "att"),
    ("2025-01-11 10:32:10", "Juha", "Meni hienosti!", ""),
    ("2025-02-03 20:14:09", "Aino", "Kesäleirit: Eeli haluaa ehdottomasti samalle leirille kuin Aatu, eli siihen seikkailuleiriin kesäkuun alussa. Luontoleiri Ruovedellä olis halvempi ja mä voisin viedä sinne mökiltä, mutta Eelin mielestä se on vauvojen leiri 🙄", ""),
    ("2025-02-03 20:31:47", "Juha", "Mun puolesta seikkailuleiri. Maksu puoliks normaalisti", ""),
    ("2025-02-03 20:33:02", "Aino", "Okei, päätetty: seikkailuleiri. Täytän hakemuksen tällä viikolla", ""),
    ("2025-02-03 20:33:40", "Juha", "👍", ""),
    ("2025-02-24 12:40:11", "Aino", "Eeli pääsi leirille! Vahvistus tuli meiliin", ""),
    ("2025-02-24 12:40:30", "Aino", "<liite: 00000058-PHOTO-2025-02-24-12-40-30.jpg>", "att"),
    ("2025-02-24 13:02:55", "Juha", "Hienoa. Se on mun viikolla. Mä vien Eelin leirille maanantaiaamuna, mutta perjantaina mulla on työreissu Poriin. Voitko sä hakea?", ""),
    ("2025-02-24 13:05:10", "Aino", "Voin hakea perjantaina, mulla on jo loma silloin", ""),
    ("2025-02-24 13:05:30", "Aino", "Maksan leirimaksun huhtikuussa ja pyydän sulta puolet", ""),
    ("2025-03-07 19:20:04", "Juha", "Hammashoitolasta sanottiin tänään että Eeli tarvii oikomishoidon arvion. Lähete pitäis tulla kirjeellä kotiin", ""),
    ("2025-03-07 19:25:30", "Aino", "Ok, kumpaan osoitteeseen?", ""),
    ("2025-03-07 19:26:02", "Juha", "Varmaan sulle, sä oot virallinen osoite", ""),
    ("2025-04-11 17:55:12", "Juha", "Vaihdanko sun Corollaan kesärenkaat lauantaina kun tuon lapset? Mulla on tunkki ja momenttiavain kyydissä", ""),
    ("2025-04-11 18:10:40", "Aino", "Se ois tosi kiva, kiitos! Ostaja haluaa sen kesärenkailla, luovutus 30.4. Talvirenkaat menee kaupan päälle", ""),
    ("2025-04-11 18:11:02", "Juha", "Jep. Kävitkö muuten koeajamassa sen Kian?", ""),
    ("2025-04-11 18:15:27", "Aino", "Kävin. Kerron lauantaina, pää on ihan pyörällä noista autoista", ""),
    ("2025-04-15 21:05:44", "Aino", "Onko Eelin oikomishoidon lähete tullut sulle? Mulle ei ainakaan", ""),
    ("2025-04-15 21:20:10", "Juha", "Ei oo tullu. Soitan niille ens viikolla", ""),
    ("2025-04-22 19:01:33", "Juha", "Maksoin leirin puolikkaan sulle 122,50", ""),
    ("2025-04-22 19:03:02", "Aino", "Hmm mulle ei oo tullu mitään? Tarkistatko mobilepaystä", ""),
    ("2025-04-22 19:10:45", "Juha", "Ai se jäi vahvistamatta. Teen uudestaan viikonloppuna", ""),
    ("2025-05-05 18:40:00", "Aino", "No soititko hammashoitolaan? Lähetettä ei vieläkään kuulu", ""),
    ("2025-05-05 19:02:31", "Juha", "Unohdin, sori. Soitan huomenna. Jos ei tuu tällä viikolla niin sit ihmetellään yhdessä", ""),
    ("2025-05-14 07:30:33", "Aino", "Senni ei oo tänään eskarissa, kuumetta 38,2. Mä oon kotona sen kanssa", ""),
    ("2025-05-14 07:35:02", "Juha", "Voi ei. Mä voin olla huomenna kotona jos tarvii", ""),
    ("2025-05-14 07:36:40", "Aino", "Kiitos, se auttaa. Mulla on huomenna vanhempainvartteja", ""),
]

MOKKI = [
    ("2024-08-10 12:01:00", "Mökkiporukka", ENC, "sys"),
    ("2024-08-10 12:01:00", "Mökkiporukka", "Pekka loi ryhmän \u201dMökkiporukka\u201d", "sys"),
    ("2024-08-10 12:01:00", "Mökkiporukka", "Pekka lisäsi sinut", "sys"),
    ("2024-08-10 12:01:05", "Mökkiporukka", "Pekka lisäsi käyttäjän Äiti", "sys"),
    ("2024-08-10 12:03:40", "Pekka", "Huonoja uutisia: kiuas on haljennut, takaseinään tullut iso halkeama. En uskaltanut lämmittää", ""),
    ("2024-08-10 12:03:55", "Pekka", "<liite: 00000004-PHOTO-2024-08-10-12-03-55.jpg>", "att"),
    ("2024-08-10 12:10:12", "Äiti", "Voi harmi. Se on ollut siinä vuodesta 1998. Isä toi sen peräkärryllä Orivedeltä", ""),
    ("2024-08-10 12:30:02", "Aino", "Ei auta, uus pitää hankkia. Mä teen vertailun", ""),
    ("2024-09-03 20:41:19", "Aino", "Vertailu tehty. Kolme vaihtoehtoa:\n1) Hehku 20 Classic 689 €\n2) Saunatähti ST-22 Duo 845 € (läpiseinä)\n3) Pekan ehdottama sähkökiuas Kivikko K18 720 € + sähkötyöt", ""),
    ("2024-09-03 20:50:02", "Pekka", "Sähkö olis helppo, ei tarvis hakata puita. Ja ajastimella sauna ois lämmin kun tullaan perille", ""),
    ("2024-09-03 20:58:44", "Aino", "Mä en halua sähkökiuasta mökille. Puukiuas on koko mökkisaunan juttu: rätinä, tuoksu, pehmeä löyly. Ja sähkötyöt ois ainakin 600 € lisää kun pääkeskus pitää uusia", ""),
    ("2024-09-03 21:05:10", "Äiti", "Isä olisi halunnut puukiukaan", ""),
    ("2024-09-10 19:40:10", "Pekka", "Okei mennään puulla. Kumpi, Hehku vai Saunatähti?", ""),
    ("2024-09-10 19:44:31", "Aino", "Hehku. Saunatähti on läpiseinämalli eikä meidän seinä sovi siihen ilman muutostöitä", ""),
    ("2024-09-10 19:46:02", "Pekka", "Sovittu, Hehku 20 Classic. Tilaatko sä?", ""),
    ("2024-09-10 19:47:15", "Aino", "Tilaan viikonloppuna ja pyydän asentajalta tarjouksen", ""),
    ("2024-09-10 19:50:40", "Äiti", "👍", ""),
    ("2024-09-18 08:12:05", "Aino", "Asentaja tulee la 19.10. klo 9. Pekka pääsetkö sinä?", ""),
    ("2024-09-18 08:30:22", "Pekka", "Pääsen. Vanhan kiukaan poisvienti ei kuulu hintaan, hoidetaan itse", ""),
    ("2024-10-19 15:22:31", "Pekka", "<liite: 00000019-PHOTO-2024-10-19-15-22-31.jpg>", "att"),
    ("2024-10-19 15:23:02", "Pekka", "Uusi kiuas paikallaan! Ekat löylyt illalla", ""),
    ("2024-10-19 15:40:11", "Äiti", "Ihana! Isä olisi ylpeä", ""),
    ("2024-10-19 16:05:48", "Pekka", "Vanha kiuas on nyt liiterin takana. Joku vie sen jäteasemalle, mun kärryyn se ei mahdu", ""),
    ("2024-11-12 20:05:11", "Pekka", "Koskelan laituritarjous tuli, 2340 € koko homma", ""),
    ("2024-11-12 20:09:30", "Aino", "Kallis mutta pakko. Miten jaetaan?", ""),
    ("2024-11-12 20:15:54", "Pekka", "Mä voin maksaa 60 %, kun mun vene on siinä kiinni koko kesän ja te käytätte laituria vähemmän. Sä 40 %", ""),
    ("2024-11-12 20:17:20", "Aino", "Reilua. Sovittu 60/40, kiitos!", ""),
    ("2024-11-12 20:31:02", "Äiti", "Antakaa muuten se vanha soutupaatti Aarnion Kallelle. Se on kysellyt sitä jo kaksi kesää, ja meillä se vaan lahoaa rannassa. Isän kanssa sillä soudettiin, mutta ei se ketään palvele siinä", ""),
    ("2024-11-12 20:35:44", "Pekka", "Käy mulle. Kysytään Kallelta keväällä", ""),
    ("2025-01-06 18:20:05", "Aino", "Loppiaisen sauna oli ihana! Uusi kiuas lämpeni pakkasesta tunnissa", ""),
    ("2025-03-02 13:44:02", "Pekka", "<liite: 00000027-PHOTO-2025-03-02-13-44-02.jpg>", "att"),
    ("2025-03-02 13:45:10", "Pekka", "Kävin mökillä. Jäät on painaneet laiturin etupään vinoon. Koskela katsoo keväällä", ""),
    ("2025-03-12 19:02:40", "Aino", "Jätevesitarkastus tulee keväällä, kunnasta tuli meili. Mä etsin paperit, äiti tiedätkö missä isän vanhat mökkipaperit on?", ""),
    ("2025-03-12 19:30:15", "Äiti", "Se on mökin kirjoituspöydän ylälaatikossa, ruskeassa kansiossa", ""),
    ("2025-04-21 17:02:33", "Pekka", "Koskelalta uusi tarjous, runkopalkki laho. Laitan sulle meilin", ""),
    ("2025-04-22 07:55:12", "Aino", "Luin. Kallistui, mutta tehdään. Jako kuten sovittiin", ""),
    ("2025-04-26 16:10:48", "Pekka", "Olin tiekunnan kokouksessa. Maksu nousee kun mäkeen tehdään isompi remontti kesällä, lasku tulee toukokuussa", ""),
    ("2025-04-26 16:30:02", "Äiti", "Muistakaa että mun 70-vuotissynttärit on mökillä 12.7.!", ""),
    ("2025-04-26 16:31:40", "Aino", "Muistetaan äiti 😄 Lista on jo tehty", ""),
    ("2025-05-06 09:40:20", "Aino", "Jätevesitarkastus siirtyi kesäkuun alkuun. Laitan tarkan ajan tänne kun ehdin. Pekka voitko olla paikalla, mä oon silloin vielä koululla", ""),
    ("2025-05-06 10:02:51", "Pekka", "Katsotaan, kesäkuussa pitäis olla lomaa", ""),
    ("2025-05-10 18:14:03", "Aino", "Kuka muuten vie sen vanhan kiukaan? Se on vieläkin liiterin takana", ""),
    ("2025-05-10 18:20:40", "Pekka", "Ei mahdu mun kärryyn, pitäis lainata isompi. Sun uuteen autoon tulee vetokoukku?", ""),
    ("2025-05-10 18:22:09", "Aino", "Auto tulee vasta 23.5. 😅 Ja peräkärry pitäis lainata silloinkin. Katsotaan", ""),
    ("2025-05-15 12:05:37", "Äiti", "Kävin Kallen kanssa puhumassa, hän hakee soutupaatin kesäkuussa traktorilla", ""),
]
