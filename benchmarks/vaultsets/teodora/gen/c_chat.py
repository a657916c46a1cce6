# -*- coding: utf-8 -*-
"""Chat exports: Google Chat (Takeout), ChatGPT conversations.json, plain message JSON, JSONL."""
import base64
import hashlib
import json

from util import rdt, gchat_date, google_json, write_text, h8

TEO = {"name": "Teodora Mureșan", "email": "teodora.muresan@mailbox.example", "user_type": "Human"}
VLAD = {"name": "Vlad Pop", "email": "vlad.pop@mailbox.example", "user_type": "Human"}
LIVIU = {"name": "Liviu Cozma", "email": "liviu.cozma.farm@mailbox.example", "user_type": "Human"}
IOANA = {"name": "Ioana Rusu", "email": "ioana.rusu@mailbox.example", "user_type": "Human"}
SERGIU = {"name": "Sergiu Bălan", "email": "sergiu.balan@mailbox.example", "user_type": "Human"}
DANA = {"name": "Dana Moldovan", "email": "dana.moldovan@mailbox.example", "user_type": "Human"}
BIANCA = {"name": "Bianca Toma", "email": "bianca.toma@mailbox.example", "user_type": "Human"}
RADU = {"name": "Radu Florea", "email": "radu.florea@mailbox.example", "user_type": "Human"}


def _tid(seed):
    return base64.urlsafe_b64encode(hashlib.sha256(seed.encode()).digest())[:11].decode().replace("-", "x").replace("_", "y")


def _gmsgs(group, items):
    out = []
    for i, it in enumerate(items):
        who, dt, text = it[0], it[1], it[2]
        extra = it[3] if len(it) > 3 else {}
        topic = _tid("%s-%d" % (group, i))
        m = {"creator": dict(who), "created_date": gchat_date(dt)}
        if text is not None:
            m["text"] = text
        for k in ("annotations", "attached_files"):
            if k in extra:
                m[k] = extra[k]
        m["topic_id"] = topic
        m["message_id"] = "%s/%s/%s" % (group, topic, topic)
        out.append(m)
    return {"messages": out}


def mention(text, person, start=None):
    tag = "@" + person["name"]
    s = text.index(tag) if start is None else start
    return {"start_index": s, "length": len(tag),
            "user_mention_metadata": {"user": dict(person), "type": "MENTION"}}


def build_gchat():
    base = "Takeout/Google Chat/Groups/"
    # ------------------------------------------------------------ DM with Vlad
    dm = "3tq8CgAAAAE"
    t_faclia = "Uite ce a scos Florin din perete pe hol 😂 un ziar Făclia din martie 1974, împăturit sub priza veche"
    items = [
        (TEO, rdt(2025, 5, 2, 18, 10, 4), "Avem cheile!!! 🔑🔑"),
        (VLAD, rdt(2025, 5, 2, 18, 11, 40), "🥳 vin direct de la birou, iau o sticlă de prosecco"),
        (VLAD, rdt(2025, 6, 22, 20, 30, 12), "Am mai vorbit o dată cu Florin la telefon. Îmi place cum explică. Hai cu el, nu cu ElectroCasa."),
        (TEO, rdt(2025, 6, 22, 20, 33, 50), "Da. Îi scriu mâine dimineață că acceptăm."),
        (VLAD, rdt(2025, 7, 22, 13, 5, 31), t_faclia,
         {"attached_files": [{"original_name": "IMG_20250722_130212.jpg",
                              "export_name": "File-IMG_20250722_130212.jpg"}]}),
        (TEO, rdt(2025, 7, 22, 13, 20, 2), "NU-L ARUNCA! îl înrămăm și-l punem pe hol, exact unde a fost"),
        (VLAD, rdt(2025, 7, 22, 13, 22, 45), "ok ok 😄 și toate firele de acolo sunt din aluminiu, unele se rup în mână. Florin zice că e un miracol că n-a luat foc nimic"),
        (VLAD, rdt(2025, 9, 16, 21, 40, 8), "Apropo de mânere. Eu nu vreau push-to-open. Se strică în doi ani, lași amprente pe fronturi și la sertarul de gunoi e un chin când ai mâinile murdare. Vreau profil de aluminiu pe muchia frontului, tip gola, negru mat."),
        (TEO, rdt(2025, 9, 16, 21, 43, 19), "Hmm. Push-to-open e mai curat vizual..."),
        (VLAD, rdt(2025, 9, 16, 21, 44, 2), "Și se deschide singur când se freacă Ciuperca de el 🙃"),
        (TEO, rdt(2025, 9, 16, 21, 47, 55), "Ok, ai câștigat la mânere. Eu câștig la culoare: verde salvie, fără discuții."),
        (TEO, rdt(2025, 10, 16, 22, 10, 30), "I-am scris lui Andrei. Ai câștigat și cu blatul 🙄"),
        (VLAD, rdt(2025, 10, 16, 22, 12, 1), "❤️ o să-mi mulțumești la prima pată de turmeric"),
        (TEO, rdt(2025, 11, 27, 20, 47, 13), "Vlad!!! Curge apă din tavan în baie!!"),
        (TEO, rdt(2025, 11, 27, 20, 51, 40), "E de la 16, doamna Kovács — i s-a spart furtunul de la mașina de spălat, a curs vreo oră pe gresie"),
        (VLAD, rdt(2025, 11, 27, 20, 52, 22), "Vin acum de la sală. Fă poze la tot, pentru asigurare. Oprește-i robinetul dacă nu știe unde e."),
        (VLAD, rdt(2025, 11, 27, 21, 58, 5), "Am vorbit cu ea, are asigurare facultativă, acoperă și daunele la vecini. Ne-a dat și vișinată 😅"),
        (VLAD, rdt(2025, 12, 1, 10, 2, 44), "Ai văzut mailul de la Nucleu? Amână montajul, după sărbători."),
        (TEO, rdt(2025, 12, 1, 10, 30, 9), "Da... Măcar nu avem praf de Crăciun."),
        (TEO, rdt(2025, 12, 2, 10, 15, 0), "Am rezolvat garda din 24, suntem la Turda în Ajun 🎄 (iau eu Revelionul în schimb)"),
        (VLAD, rdt(2025, 12, 2, 10, 16, 31), "yay. Revelion cu tine la farmacie, romantic"),
        (VLAD, rdt(2026, 1, 21, 17, 40, 26), "Gata montajul! E superbă. Doar că frontul de la sertarul de sub chiuvetă e zgâriat pe colț. Andrei zice că ne face altul, în 3 săptămâni.",
         {"attached_files": [{"original_name": "IMG_20260121_173522.jpg",
                              "export_name": "File-IMG_20260121_173522.jpg"}]}),
        (TEO, rdt(2026, 1, 21, 17, 45, 3), "Ok, nu e capăt de lume. Pozează-l bine și trimite-i lui Andrei."),
        (TEO, rdt(2026, 2, 10, 19, 5, 47), "Am vorbit cu omul cu reemailarea: cada de fontă se poate reface, 900 lei, o zi de lucru."),
        (VLAD, rdt(2026, 2, 10, 19, 9, 12), "Walk-in-ul ieșea vreo 9.000 cu tot cu faianță și instalator. Hai să rămânem la cadă."),
        (TEO, rdt(2026, 2, 10, 19, 11, 38), "Bine, decis: păstrăm cada și o reemailăm. Baia o facem doar cu faianță și gresie noi. Îl chem pe 3 martie."),
        (TEO, rdt(2026, 2, 20, 11, 2, 10), "POSTERUL A FOST ACCEPTAT 🎉 mergem la Ljubljana în mai!"),
        (VLAD, rdt(2026, 2, 20, 11, 4, 55), "Îmi iau concediu de acum. Mergem cu mașina, da? Vreau să oprim la Balaton."),
        (VLAD, rdt(2026, 3, 2, 21, 0, 33), "Am schimbat parola la wifi după ce a venit routerul nou de la fibră. E pe biletul de pe frigider."),
        (VLAD, rdt(2026, 3, 7, 13, 12, 19), "A pus administratora bilet la avizier: adunarea generală de joi se amână, nu s-a strâns cvorumul. Se ține pe 19 martie, aceeași oră, 18:30."),
        (TEO, rdt(2026, 3, 7, 13, 30, 41), "Ok, trec în calendar. Mergi și tu, da?"),
        (VLAD, rdt(2026, 3, 7, 13, 31, 2), "Mergem amândoi, e cu coloanele. Nu vreau să votez în necunoștință de cauză 148 de mii."),
        (TEO, rdt(2026, 3, 19, 21, 40, 0), "3 ore. Trei. Ore."),
        (VLAD, rdt(2026, 3, 19, 21, 41, 17), "Vine PV-ul pe mail, zice administratora. Hai acasă, fac omletă."),
        (VLAD, rdt(2026, 4, 5, 19, 20, 6), "Tatăl tău zice că i-au mutat operația la ochiul stâng. Îl duc eu, doar zi-mi data exactă când confirmă clinica."),
        (TEO, rdt(2026, 4, 5, 19, 26, 40), "Încă n-a venit nimic în scris. Cum vine, îți zic."),
        (TEO, rdt(2026, 4, 14, 18, 22, 11), "Tot nimic de la Nucleu cu frontul de la sertar. 3 luni!"),
        (VLAD, rdt(2026, 4, 14, 18, 25, 0), "Le scriu eu mâine. Dacă nu răspund, mergem sâmbătă la ei la hală."),
        (VLAD, rdt(2026, 4, 17, 8, 15, 30), "Iau eu pâine și lapte în drum spre casă."),
        (TEO, rdt(2026, 4, 18, 12, 30, 52), "Am terminat curățenia din subsol. Am găsit sub o pânză o bicicletă Pegas veche. Dl. Sabău zice că e a nimănui 😏"),
        (VLAD, rdt(2026, 4, 18, 12, 31, 9), "NU."),
    ]
    write_text(base + "DM %s/messages.json" % dm, google_json(_gmsgs(dm, items)))
    write_text(base + "DM %s/group_info.json" % dm, google_json({"members": [TEO, VLAD]}))

    # ------------------------------------------------------------ pharmacy space
    sp = "AAAAw2kT9pQ"
    t_rez = "@Bianca Toma @Radu Florea din februarie mutăm întâlnirile: miercuri, 14:00–15:30, sala de curs 214 (corp A, et. 2). Prima e pe 4 februarie."
    t_radu = "@Teodora Mureșan întrebare de TDM: la vancomicină, la noi se face AUC sau doar trough?"
    t_ioana = "@Ioana Rusu îmi iei tu garda de sâmbătă 25 aprilie? Iau eu în schimb sâmbătă 2 mai."
    t_cehp = "Posterul pentru CEHP a fost acceptat! Bianca, ești co-autor oficial 🎉 https://cehp2026.example/programme"
    sitems = [
        (LIVIU, rdt(2025, 10, 13, 16, 5, 12), "@all Pip/Tazo — stoc pentru ~6 zile, distribuitorul nu are nicio dată. Mâine dimineață trimit mail cu protocolul de substituție."),
        (DANA, rdt(2025, 10, 14, 14, 2, 40), "Inventar 14:00 Pip/Tazo: 176 fl."),
        (DANA, rdt(2025, 10, 15, 14, 5, 2), "Azi: 149 fl. ATI a cerut 10, le-am dat 6 cu aviz."),
        (TEO, rdt(2025, 10, 29, 16, 10, 55), "A ieșit v2 de la comisie, e pe mail de la dr. Suciu. Vă rog printați-l și duceți-l pe secții azi, se aplică de mâine."),
        (RADU, rdt(2025, 11, 20, 10, 30, 18), t_radu, {"annotations": [mention(t_radu, TEO)]}),
        (TEO, rdt(2025, 11, 20, 10, 41, 3), "Trough deocamdată, dar pentru examen învață și AUC/MIC. Joi discutăm."),
        (TEO, rdt(2025, 12, 2, 9, 40, 27), "Cine poate lua garda mea din 24 noaptea? Vă dau în schimb noaptea de 31 🙏"),
        (SERGIU, rdt(2025, 12, 2, 9, 52, 44), "Preiau eu noaptea de 24, tu iei 31. Copiii mei vor Revelion acasă oricum 😄"),
        (LIVIU, rdt(2025, 12, 2, 10, 5, 0), "Ok, modific rota. Mulțumesc, Sergiu."),
        (LIVIU, rdt(2025, 12, 3, 8, 12, 9), "Rota pe decembrie, actualizată cu schimburile.",
         {"attached_files": [{"original_name": "Rota_garzi_dec_2025.pdf",
                              "export_name": "File-Rota_garzi_dec_2025.pdf"}]}),
        (IOANA, rdt(2026, 1, 8, 11, 0, 40), "A venit un prim lot de Pip/Tazo, 120 fl. Restricția cu aviz rămâne."),
        (TEO, rdt(2026, 1, 23, 12, 15, 6), t_rez,
         {"annotations": [mention(t_rez, BIANCA), mention(t_rez, RADU)]}),
        (BIANCA, rdt(2026, 1, 23, 12, 20, 31), "Perfect, mulțumesc mult! 🙏"),
        (RADU, rdt(2026, 1, 23, 12, 22, 10), "👍"),
        (IOANA, rdt(2026, 2, 11, 8, 50, 2), "Au venit. Sunt cu Liviu și Teo la ședința de deschidere."),
        (SERGIU, rdt(2026, 2, 11, 15, 20, 45), "Au plecat. Am supraviețuit. Liviu, fursecurile?"),
        (TEO, rdt(2026, 2, 20, 11, 5, 30), t_cehp,
         {"annotations": [{"start_index": t_cehp.index("https"), "length": len("https://cehp2026.example/programme"),
                           "url_metadata": {"title": "CEHP 2026 — Programme", "snippet": "", "image_url": "",
                                            "url": {"private_do_not_access_or_else_safe_url_wrapped_value": "https://cehp2026.example/programme"}}}]}),
        (TEO, rdt(2026, 3, 2, 10, 20, 14), "Am comandat loggerul nou pentru frigiderul 3 (LogTemp T20, cu alarmă SMS). Livrare estimată: 2 săptămâni."),
        (LIVIU, rdt(2026, 3, 13, 13, 0, 0), "Planul de măsuri a plecat la DSP. Mulțumesc tuturor, a fost treabă bună."),
        (IOANA, rdt(2026, 4, 10, 9, 15, 22), "MedDistrib a livrat 300 fl de Pip/Tazo. Liviu zice că v2 rămâne în vigoare până la comisia din mai."),
        (DANA, rdt(2026, 4, 13, 8, 40, 36), "Loggerul pentru frigiderul 3 tot nu a venit. Furnizorul zice acum «sfârșit de aprilie»."),
        (TEO, rdt(2026, 4, 13, 8, 55, 4), "Până atunci: fișă manuală la frigiderul 3 de 3 ori pe zi, inclusiv în weekend. Cine e de gardă completează și noaptea. Vă rog!!"),
        (TEO, rdt(2026, 4, 15, 19, 30, 48), t_ioana, {"annotations": [mention(t_ioana, IOANA)]}),
        (IOANA, rdt(2026, 4, 15, 19, 44, 12), "Da, fac schimb. Liviu, notezi?"),
        (RADU, rdt(2026, 4, 18, 10, 5, 57), "A apărut calendarul oficial: examenul e luni, 15 iunie. Ne mai faceți o simulare în mai? 🙏"),
        (TEO, rdt(2026, 4, 18, 10, 20, 26), "Sigur. Miercuri 6 mai, simulare completă, 100 de grile, cronometrat."),
    ]
    write_text(base + "Space %s/messages.json" % sp, google_json(_gmsgs(sp, sitems)))
    write_text(base + "Space %s/group_info.json" % sp, google_json({
        "name": "Farmacie SCS — ture & chestii",
        "members": [TEO, LIVIU, IOANA, SERGIU, DANA, BIANCA, RADU]}))


# ---------------------------------------------------------------- ChatGPT export

def _uuid(seed):
    h = hashlib.sha256(seed.encode()).hexdigest()
    return "%s-%s-4%s-a%s-%s" % (h[:8], h[8:12], h[13:16], h[17:20], h[20:32])


def _conv(title, t0, turns, edit=None):
    """turns: list of (role, text, dt_offset_s). edit: (index_of_user_turn, alt_user_text, alt_reply_text)
    -> the original version stays as an abandoned branch, current_node follows the edited one."""
    cid = _uuid("conv-" + title)
    mapping = {}
    root = _uuid(title + "-root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sysid = _uuid(title + "-sys")
    mapping[sysid] = {"id": sysid, "message": {
        "id": sysid, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]},
        "status": "finished_successfully", "end_turn": True, "weight": 0.0,
        "metadata": {"is_visually_hidden_from_conversation": True}, "recipient": "all"},
        "parent": root, "children": []}
    mapping[root]["children"].append(sysid)

    def node(nid, role, text, ts, parent):
        mapping[nid] = {"id": nid, "message": {
            "id": nid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": ts, "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {},
            "recipient": "all"},
            "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)

    parent = sysid
    last = None
    for i, (role, text, off) in enumerate(turns):
        nid = _uuid("%s-%d" % (title, i))
        if edit and i == edit[0]:
            # abandoned original branch first
            oid = _uuid("%s-orig-%d" % (title, i))
            node(oid, "user", edit[1], t0 + off - 240, parent)
            rid = _uuid("%s-orig-r-%d" % (title, i))
            node(rid, "assistant", edit[2], t0 + off - 200, oid)
        node(nid, role, text, t0 + off, parent)
        parent = nid
        last = nid
    return {"title": title, "create_time": t0, "update_time": t0 + turns[-1][2] + 5,
            "mapping": mapping, "moderation_results": [], "current_node": last,
            "plugin_ids": None, "conversation_id": cid, "conversation_template_id": None,
            "gizmo_id": None, "is_archived": False, "safe_urls": [], "default_model_slug": "gpt-4o",
            "id": cid}


def build_chatgpt():
    convs = []
    t = rdt(2025, 11, 19, 1, 5, 12).timestamp()
    convs.append(_conv("Bonus → rambursare anticipată sau nu?", t + 0.413, [
        ("user", "Mortgage in Romania: 330.000 lei, 30 years, fixed 5.49% until June 2026, then variable IRCC + 2.35. My partner gets a bonus of about 45.000 lei net in December. Should we put the bonus into early repayment now, or keep it? We might refinance to another bank next spring.", 0),
        ("assistant", "Short answer: I would not put the bonus into the loan right now. Reasons:\n\n1. **Refinancing costs.** If you refinance in spring you will need cash for valuation, notary and land-registry fees (often 2.000–4.000 lei in Romania), and possibly a fee to the current bank. Keeping the bonus liquid covers that without stress.\n2. **Early-repayment compensation.** During a fixed-rate period the bank may charge a compensation on prepaid amounts (check the contract; it is capped by law, typically around 1% of the prepaid amount). On the variable period prepayment is usually free.\n3. **Emergency fund.** With a renovation going on, 3–6 months of expenses in cash is worth more than the interest you would save.\n4. **It doesn't disappear.** Money in a deposit now can still be used for a partial prepayment after you refinance (or after June, when you are on variable and prepayment is free).\n\nA reasonable plan: keep ~6 months of expenses aside, put the rest of the bonus in a short deposit, decide in spring together with the refinancing. If you end up staying on variable, prepay then.", 50),
        ("user", "ok. and if we prepay later, better to reduce the monthly rate or the duration?", 400),
        ("assistant", "Reducing the **duration** saves more interest in total, because the money stops accruing interest for the longest time. Reducing the **installment** gives you more monthly cash-flow and flexibility.\n\nWith a variable rate that may rise, many people choose to reduce the installment first (a safety margin if IRCC goes up), then make further prepayments reducing the term. If your budget is comfortable, reducing the term is the mathematically better option.", 440),
    ], edit=(0,
             "Mortgage 330k lei, 30 years, fixed 5.49% until June 2026. Partner gets a 40k bonus. Should we prepay?",
             "It depends on a few things: early-repayment fees during the fixed period, whether you plan to refinance, and your emergency fund. Can you tell me more about your plans for the next 12 months?")))

    t = rdt(2026, 1, 10, 20, 12, 44).timestamp()
    convs.append(_conv("Poster abstract — English polish", t + 0.77, [
        ("user", "Can you polish this abstract for a hospital pharmacy congress, max 300 words? Background: In October 2025 our 700-bed county hospital faced a national shortage of piperacillin/tazobactam. Methods: a substitution protocol was agreed by the antibiotic committee in two versions (14 and 30 October) and the pharmacy monitored consumption daily. Results: consumption of the substitutes, compliance with the protocol, no increase in C. difficile. Conclusion: a fast protocol + pharmacy monitoring helps.", 0),
        ("assistant", "**Background.** In October 2025, a national shortage of piperacillin/tazobactam affected our 700-bed county teaching hospital.\n\n**Purpose.** To describe the implementation of a pharmacy-monitored substitution protocol and its impact on antibiotic use.\n\n**Methods.** The antibiotic stewardship committee approved a substitution protocol, revised after two weeks (version 1: 14 October; version 2: 30 October). The hospital pharmacy restricted dispensing to infectious-disease approval, reported stock daily and measured consumption of substitute antibiotics as DDD/100 bed-days. Protocol compliance was audited weekly.\n\n**Results.** [numbers]. Compliance with the protocol reached [x]% by week 4. No increase in Clostridioides difficile infections was observed.\n\n**Conclusion.** A rapidly agreed, pharmacy-monitored substitution protocol allowed safe management of a prolonged shortage while limiting broad-spectrum antibiotic use.\n\nTip: keep the numbers in Results concrete; reviewers love a before/after.", 60),
    ]))

    t = rdt(2026, 2, 15, 18, 40, 3).timestamp()
    convs.append(_conv("Carbs per hour — mountain half", t + 0.12, [
        ("user", "Planning nutrition for a 23 km mountain race, about 3h, 1.050 m elevation gain. How many grams of carbs per hour, and how much do dates and small boiled potatoes give?", 0),
        ("assistant", "For a ~3 hour effort, aim for **40–60 g of carbohydrates per hour**, starting early (after 30–40 minutes) and in small portions every 20–30 minutes.\n\nRough values:\n- 1 Medjool date ≈ 18 g carbs (a small Deglet Nour date ≈ 5–6 g)\n- 1 small boiled potato (≈ 60 g) ≈ 10–12 g carbs; salting them also gives you sodium\n\nSo per hour, for example: 2 Medjool dates + 1–2 small potatoes ≈ 50 g. Add 400–600 ml of fluid per hour with electrolytes, more if it's hot. Practise exactly this on your long runs, never try something new on race day.", 45),
    ]))

    t = rdt(2025, 11, 19, 21, 15, 30).timestamp()
    convs.append(_conv("După operația de cataractă — întrebări pentru tata", t + 0.5, [
        ("user", "Tata a fost operat ieri de cataractă (ochiul drept). Poate să doarmă pe partea operată? Când poate conduce? Poate merge la grădină (praf, aplecat)?", 0),
        ("assistant", "Urmați întotdeauna indicațiile chirurgului, dar recomandările obișnuite sunt:\n\n- **Somnul:** în prima săptămână, de preferat pe spate sau pe partea neoperată, cu scutul de protecție pe ochi noaptea.\n- **Condusul:** doar după ce medicul confirmă la control că vederea îndeplinește cerințele legale; de obicei după 1–2 săptămâni, uneori mai mult, mai ales dacă celălalt ochi încă are cataractă.\n- **Grădina:** evitați praful, aplecatul cu capul în jos și ridicatul de greutăți 1–2 săptămâni. Ochelari de protecție dacă iese afară.\n- **Picăturile:** respectați schema și pauza de câteva minute între două tipuri diferite.\n\nSemne de alarmă (sunați imediat la clinică): durere puternică, scădere bruscă a vederii, roșeață care se accentuează.", 40),
    ]))

    write_text("chat/chatgpt/conversations.json", json.dumps(convs, indent=2) + "\n")


def build_plain():
    kitchen = [
        {"role": "user", "content": "Quartz vs compact HPL worktop for a small kitchen (2.95 m + 1.60 m), undermount sink, we cook a lot with turmeric and beetroot. Price difference is about 4.300 lei. Pros and cons?", "timestamp": "2025-10-10T21:14:03+03:00"},
        {"role": "assistant", "content": "**Quartz (engineered stone), 20 mm**\n+ very hard, scratch-resistant, premium look\n+ non-porous, but strong pigments (turmeric, beetroot) can still leave marks on light colours if left for hours\n- heavy, more expensive, joints visible on an L-shape\n- direct heat from pans can cause discoloration\n\n**Compact HPL, 12 mm**\n+ thin and modern, very resistant to moisture — undermount sinks are possible because the core is solid\n+ stains wipe off easily, much cheaper\n- can scratch if you cut directly on it\n- edges are dark (black or brown core), which is a design choice\n\nFor a small, heavily used kitchen with intense spices, compact HPL is the more practical option; quartz is the more premium one.", "timestamp": "2025-10-10T21:14:31+03:00"},
        {"role": "user", "content": "and the dark core edge, does it look cheap with sage green fronts?", "timestamp": "2025-10-10T21:16:50+03:00"},
        {"role": "assistant", "content": "Not necessarily — a black core line with sage green fronts and a wood-look top is a common Scandinavian combination. If you prefer a softer look, some producers offer a brown core that blends with oak decors. Ask the workshop for a sample edge.", "timestamp": "2025-10-10T21:17:12+03:00"},
    ]
    write_text("chat/asistent/2025-10-10_blat-bucatarie.json", json.dumps(kitchen, ensure_ascii=False, indent=2) + "\n")

    audit = [
        {"role": "user", "content": "Hospital pharmacy audit by public health inspectors next week. What do they usually check about the cold chain, and what do I do about a missing weekend of fridge temperature records (data logger battery died)?", "timestamp": "2026-02-08T19:02:11+02:00"},
        {"role": "assistant", "content": "Typical cold-chain checks:\n- continuous or at least twice-daily temperature records for every fridge, for the retention period in your procedure\n- calibration certificates of thermometers/loggers\n- an alarm/escalation procedure (who is called, what happens to the products)\n- records of excursions and the decisions taken (quarantine, stability check, release or destruction)\n\nFor the missing weekend: don't try to reconstruct data. Document it as a deviation — what happened, when it was discovered, the product assessment (e.g. temperature at Monday check, stability data), root cause (battery), and corrective actions (new logger with alarm, battery check in the weekly checklist, manual readings as backup). Inspectors usually react much better to an honest, documented deviation than to a gap nobody can explain.", "timestamp": "2026-02-08T19:02:40+02:00"},
        {"role": "user", "content": "ok. and for the narcotics register, is a crossed-out correction a problem?", "timestamp": "2026-02-08T19:10:02+02:00"},
        {"role": "assistant", "content": "It depends on how it's done. Corrections should be a single line through the wrong entry so it stays readable, with the correct value, date and signature of the person making the correction. Erasures, correction fluid or overwriting are usually considered non-compliant.", "timestamp": "2026-02-08T19:10:25+02:00"},
    ]
    write_text("chat/asistent/2026-02-08_pregatire-audit-DSP.json", json.dumps(audit, ensure_ascii=False, indent=2) + "\n")


QUICK = [
    ("2025-06-02T08:11:40+03:00", "cat e 1 EUR in lei azi", "Cursul BNR de azi: aproximativ 5,03 lei pentru 1 EUR."),
    ("2025-06-19T22:30:02+03:00", "diferential 30mA vs 300mA la baie", "Pentru circuitele de prize și baie se folosește diferențial de 30 mA (protecția persoanelor); 300 mA e pentru protecția la incendiu, pe general."),
    ("2025-07-29T19:12:55+03:00", "cum scot praful de gips de pe parchet", "Aspirator cu filtru fin, apoi mop doar ușor umed, de 2–3 ori; nu frecați uscat, zgârie."),
    ("2025-08-11T10:05:18+03:00", "DDD OMS ceftriaxona", "DDD-ul OMS pentru ceftriaxonă (parenteral) este 2 g."),
    ("2025-09-20T23:01:44+03:00", "verde salvie RAL cod", "Cel mai apropiat: RAL 6021 (pale green); unii producători folosesc nuanțe NCS apropiate."),
    ("2025-10-13T17:40:20+03:00", "piperacillin tazobactam shortage alternatives", "Depinde de indicație și de rezistențele locale; se folosesc cefalosporine de generația a IV-a cu sau fără metronidazol, iar carbapenemele se rezervă. Decizia se ia cu comisia de antibioterapie."),
    ("2025-11-17T21:55:09+02:00", "cat dureaza operatia de cataracta", "De obicei 15–30 de minute, cu anestezie locală; pacientul pleacă acasă în aceeași zi."),
    ("2025-12-10T20:14:33+02:00", "pata de apa pe tavan inainte de zugravit", "Lăsați să se usuce complet, apoi amorsă/vopsea anti-pete pe bază de solvent, apoi lavabila."),
    ("2026-01-05T12:02:17+02:00", "marime 39 1/3 EU hoka in US women", "39 1/3 EU corespunde aproximativ cu US W 8."),
    ("2026-01-27T18:44:50+02:00", "cat timp se pastreaza inregistrarile de temperatura frigider farmacie", "Conform procedurii interne și cerințelor de bună practică; de regulă câțiva ani (frecvent minimum 5 ani)."),
    ("2026-02-26T09:15:31+02:00", "Liubliana sau Ljubljana", "Forma oficială este Ljubljana; în română se întâlnește și Liubliana."),
    ("2026-03-05T21:20:04+02:00", "reemailare cada fonta cat tine", "O reemailare bine făcută ține în medie 5–10 ani, dacă nu folosiți produse abrazive."),
    ("2026-03-20T22:48:12+02:00", "formula rata credit anuitate", "R = P × i / (1 − (1 + i)^(−n)), cu i = dobânda lunară și n = numărul de rate."),
    ("2026-04-02T12:30:00+03:00", "IRCC ce inseamna", "Indicele de referință pentru creditele consumatorilor, calculat trimestrial de BNR pe baza tranzacțiilor interbancare."),
    ("2026-04-12T16:05:45+03:00", "parking near the congress centre in Ljubljana", "There are public garages in the centre within walking distance; street parking in the centre is limited and time-restricted. Check whether your hotel offers parking."),
    ("2026-04-16T22:10:19+03:00", "frontala 300 lumeni e destul pt trail", "Pentru alergare pe potecă, 300–400 de lumeni sunt suficienți; pentru coborâri tehnice noaptea, mai mult."),
]


def build_jsonl():
    lines = [json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) for ts, q, a in QUICK]
    write_text("chat/quick-questions.jsonl", "\n".join(lines) + "\n")


def build():
    build_gchat()
    build_chatgpt()
    build_plain()
    build_jsonl()
