"""Chat exports (ChatGPT, plain message lists, JSONL), Slack workspace export, CSV files."""
import json

from lib import fake_uuid, jdump, ldt, slack_ts

# ================================================================ ChatGPT conversations.json


def _msg(conv, key, role, text, t, end_turn=None):
    return {
        "id": fake_uuid(conv, key, "msg"),
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": end_turn,
        "weight": 1.0,
        "metadata": {"default_model_slug": "gpt-4o"} if role == "assistant" else {},
        "recipient": "all",
        "channel": None,
    }


def conversation(conv, title, turns, current_leaf):
    """turns: list of (key, parent_key, role, text, datetime)."""
    mapping = {}
    root = fake_uuid(conv, "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    ids = {None: root}
    times = []
    for key, parent, role, text, dt in turns:
        nid = fake_uuid(conv, key, "node")
        ids[key] = nid
        t = round(dt.timestamp() + 0.123456, 6)
        times.append(t)
        mapping[nid] = {"id": nid,
                        "message": _msg(conv, key, role, text, t,
                                        end_turn=True if role == "assistant" else None),
                        "parent": ids[parent], "children": []}
        mapping[ids[parent]]["children"].append(nid)
    cid = fake_uuid(conv, "conversation")
    return {
        "title": title,
        "create_time": min(times),
        "update_time": max(times),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": ids[current_leaf],
        "plugin_ids": None,
        "conversation_id": cid,
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": cid,
    }


def chatgpt():
    convs = []
    base_q = ("I run a small pastry shop in Lisbon. Help me work out the ingredient cost per "
              "pastel de nata. Batch of 120: flour T65 1 kg (a 25 kg sack costs €14.80), "
              "butter 750 g at {butter}/kg, whole milk 1.5 L at €0.95/L, cream 250 ml at €4/L, "
              "sugar 1.2 kg at €1.10/kg, 36 egg yolks (eggs {eggs} a dozen), corn flour 120 g, "
              "plus lemon, cinnamon stick and salt. Ignore energy and labour for now.")
    a1 = ("Here's the rough ingredient cost for one batch of 120:\n\n"
          "- Flour: 1 kg × €0.592/kg = €0.59\n- Butter: 0.75 kg × €8.20 = €6.15\n"
          "- Milk: 1.5 L × €0.95 = €1.43\n- Cream: 0.25 L × €4 = €1.00\n"
          "- Sugar: 1.2 kg × €1.10 = €1.32\n- Eggs: 36 eggs = 3 dozen × €3.20 = €9.60\n"
          "- Corn flour: ~€0.30\n- Lemon, cinnamon, salt: ~€0.40\n\n"
          "Total ≈ €20.79 per batch → about **€0.17 per pastel de nata** in ingredients.\n\n"
          "Eggs are your biggest cost because you only use the yolks — selling or reusing the whites "
          "would bring that down.")
    a2 = ("Updated with the new prices:\n\n"
          "- Flour: €0.59\n- Butter: 0.75 kg × €9.40 = €7.05\n- Milk: €1.43\n- Cream: €1.00\n"
          "- Sugar: €1.32\n- Eggs: 3 dozen × €3.90 = €11.70\n- Corn flour: ~€0.30\n"
          "- Lemon, cinnamon, salt: ~€0.40\n\n"
          "Total ≈ €23.79 per batch → about **€0.20 per pastel de nata** in ingredients.\n\n"
          "If you add the case-less packaging (~€0.03 per unit for the takeaway paper) and a rough "
          "share of oven energy, a realistic cost is around €0.25. At €1.30 on the counter your "
          "ingredient margin is healthy; the real costs are labour and rent.")
    q3 = ("Good. And about the cinnamon: I never dust cinnamon on them myself — people add it at "
          "the table from the shakers if they want. Some places pre-dust and I think it ruins the "
          "caramelised top, it goes bitter under the heat lamp. So should I even count cinnamon?")
    a3 = ("Then only the stick in the syrup counts, which is negligible (a few cents per batch). The "
          "shaker refills on the tables are a front-of-house cost, like sugar sachets — I'd put them "
          "with napkins rather than in the recipe cost. Letting customers dust their own also keeps "
          "the top crisp for the photo, which matters for a shop that lives on Instagram.")
    t0 = ldt(2025, 3, 10, 22, 41)
    from datetime import timedelta
    turns = [
        ("u1", None, "user", base_q.format(butter="€8.20", eggs="€3.20"), t0),
        ("a1", "u1", "assistant", a1, t0 + timedelta(seconds=14)),
        ("u1e", None, "user", base_q.format(butter="€9.40 (Azores, unsalted)", eggs="€3.90"),
         t0 + timedelta(minutes=3)),
        ("a2", "u1e", "assistant", a2, t0 + timedelta(minutes=3, seconds=16)),
        ("u3", "a2", "user", q3, t0 + timedelta(minutes=6)),
        ("a3", "u3", "assistant", a3, t0 + timedelta(minutes=6, seconds=11)),
    ]
    convs.append(conversation("c-nata", "Cost per pastel de nata", turns, "a3"))

    t1 = ldt(2025, 4, 3, 21, 5)
    turns = [
        ("u1", None, "user", "Translate this into natural English for my partner, keep it short:\n\n"
         "\"Na qualidade de gestora do imóvel em nome do Sr. Armando Queirós, venho informar que o "
         "proprietário pretende atualizar a renda da loja, atualmente de 1.850 €/mês, para 2.100 €/mês "
         "a partir de 1 de julho de 2025, tendo em conta os valores praticados na zona.\"", t1),
        ("a1", "u1", "assistant", "\"As the property manager acting for Mr Armando Queirós, I'm writing "
         "to let you know that the owner intends to raise the shop rent from the current €1,850 a month "
         "to €2,100 a month from 1 July 2025, in line with current prices in the area.\"\n\n"
         "In short: the landlord wants +€250/month from July.", t1 + timedelta(seconds=9)),
        ("u2", "a1", "user", "Is 'valores praticados na zona' a legal argument or just talk?",
         t1 + timedelta(minutes=2)),
        ("a2", "u2", "assistant", "Mostly negotiation language. For a commercial lease in Portugal "
         "the landlord can propose new terms at renewal, but 'market values' isn't a rule that binds "
         "you. What matters is what the contract says about renewal and updates — worth having your "
         "accountant or a lawyer read the clause before you answer.", t1 + timedelta(minutes=2, seconds=20)),
    ]
    convs.append(conversation("c-rent", "Translate landlord email", turns, "a2"))

    t2 = ldt(2025, 9, 23, 16, 20)
    turns = [
        ("u1", None, "user", "Write a short job ad in Portuguese for a Saturday counter assistant at "
         "my pastelaria in Campo de Ourique. Friendly, not corporate. Experience with coffee is a plus.", t2),
        ("a1", "u1", "assistant", "**Procura-se: ajuda ao balcão aos sábados ☕🥐**\n\n"
         "A Pastelaria Alfacinha, em Campo de Ourique, procura uma pessoa simpática e despachada para o "
         "balcão aos sábados (turno de dia).\n\n"
         "- Atendimento ao balcão e esplanada\n- Tirar cafés (experiência é um bónus, ensinamos o resto)\n"
         "- Ajudar no fecho da loja\n\n"
         "Oferecemos: contrato a tempo parcial, boa equipa, e pastéis de nata acabados de sair do forno. "
         "Salário a combinar.\n\nInteressado/a? Passa na loja ou manda mensagem no Instagram.",
         t2 + timedelta(seconds=12)),
        ("u2", "a1", "user", "perfect, can you make an english version for the expat facebook groups",
         t2 + timedelta(minutes=1)),
        ("a2", "u2", "assistant", "**Hiring: Saturday counter help ☕🥐**\n\nPastelaria Alfacinha in "
         "Campo de Ourique is looking for a friendly, quick person for the counter on Saturdays (day "
         "shift). Serving at the counter and terrace, making coffees (experience a plus — we'll teach "
         "you the rest), helping close up. Part-time contract, great team, natas straight from the oven. "
         "Pay to be agreed. Drop by the shop or DM us on Instagram. Some Portuguese needed!",
         t2 + timedelta(minutes=1, seconds=15)),
    ]
    convs.append(conversation("c-jobad", "Job ad – Saturday counter assistant", turns, "a2"))
    return jdump(convs, indent=None)


# ================================================================ plain message lists


def plain_oven():
    msgs = [
        ("user", "My electric deck oven (3 decks, 2017) — the bottom deck drops from 290 to about 240 °C "
         "halfway through a bake, the top two are fine. The elements glow. What could it be?",
         "2025-03-12T22:14:05Z"),
        ("assistant", "If the elements heat but the deck loses temperature, the usual suspects are:\n"
         "1. The temperature probe (thermocouple) for that deck reading wrong — the controller thinks it's "
         "hot and cuts power.\n2. A contactor or relay sticking.\n3. One element of the pair failed (the "
         "other still glows).\n4. Heat escaping through a worn door seal.\n\nA technician can check the probe "
         "reading against a reference thermometer in a few minutes. Probes are cheap; controllers aren't.",
         "2025-03-12T22:14:31Z"),
        ("user", "Technician comes on the 19th. The other option on the table is a new oven. Someone on our "
         "bakers' list keeps telling everyone to go gas to save on electricity. I'd never go back to gas — I "
         "worked with a gas deck at my old job in Porto and the bottoms were never even, there was always a "
         "hot corner, and the kitchen was an oven itself in summer. Electric all the way for me.",
         "2025-03-12T22:19:47Z"),
        ("assistant", "That's a common experience: electric decks give more even, controllable bottom heat, "
         "which matters a lot for things like pastéis de nata. Gas can be cheaper to run depending on your "
         "tariff, but the savings are easily lost if you bin batches. If you do replace it, compare the "
         "kWh per bake and look at stone soles — they hold heat better when you load cold trays.",
         "2025-03-12T22:20:10Z"),
    ]
    return jdump([{"role": r, "content": c, "timestamp": t} for r, c, t in msgs])


def plain_instagram():
    msgs = [
        ("user", "Give me 5 short Instagram captions for a video of a tray of natas coming out of the oven. "
         "Shop is in Lisbon, customers are locals and tourists. Mix of Portuguese and English.",
         "2025-05-30T09:02:44Z"),
        ("assistant", "1. \"Acabadinhos de sair. Fresh out, still crackling. 🔥\"\n2. \"7h da manhã em Campo "
         "de Ourique.\"\n3. \"The tray everyone waits for.\"\n4. \"Canela? Tu decides.\"\n5. \"Mais "
         "um tabuleiro, mais um dia bom.\"", "2025-05-30T09:03:01Z"),
        ("user", "Nice. Oliver wants me to do talking videos, me explaining the recipe. I really don't want "
         "to show my face. Hands, trays, the window, fine. Ideas that don't need a face?",
         "2025-05-30T09:06:12Z"),
        ("assistant", "Plenty: overhead shots of the lamination; a time-lapse of the custard being poured; "
         "the first customer's hands taking the first nata of the day; the shutter going up at 7; a "
         "'guess the weight' post with the flour sacks; the staff's hands doing their favourite task. "
         "Voice-over without a face also works well if you change your mind later.",
         "2025-05-30T09:06:40Z"),
    ]
    return jdump([{"role": r, "content": c, "timestamp": t} for r, c, t in msgs])


def quick_jsonl():
    rows = [
        (ldt(2025, 1, 22, 23, 10), "fermento biológico fresco in english", "Fresh yeast (also 'compressed yeast' or 'cake yeast')."),
        (ldt(2025, 2, 4, 15, 2), "290 C to F", "290 °C ≈ 554 °F."),
        (ldt(2025, 3, 27, 16, 45), "difference T55 vs T65 flour", "T55 is more refined (lower ash), softer for cakes and viennoiserie; T65 has a bit more ash and strength, common for bread and laminated doughs."),
        (ldt(2025, 4, 12, 18, 30), "how many grams in a cup of flour", "About 120–125 g of plain flour per US cup, spooned and levelled."),
        (ldt(2025, 5, 2, 22, 0), "how to say adenda ao contrato in english", "An addendum (or amendment) to the lease/contract."),
        (ldt(2025, 6, 20, 21, 15), "galão vs latte difference", "A galão is served in a tall glass with more milk and a single espresso; close to a latte but usually milder."),
        (ldt(2025, 9, 3, 14, 5), "minimum wage portugal 2025", "€870 per month (14 payments) for full-time in mainland Portugal in 2025."),
        (ldt(2025, 10, 9, 22, 40), "is the fava still allowed in bolo rei", "Most bakeries stopped putting the dried broad bean and the small toy in bolo-rei years ago for safety reasons; some still sell it separately as a tradition."),
        (ldt(2025, 11, 5, 23, 20), "candied fruit for bolo rei, soak in port? how long", "Yes, it's classic: soak the candied fruit and raisins in Port (tawny or ruby) overnight — 12 to 24 hours, covered, at room temperature. Roughly 100 ml of Port per 500 g of fruit. Drain well before adding to the dough or it gets soggy."),
        (ldt(2025, 11, 6, 8, 55), "polite way to say no to a customer asking for a discount", "'I'm sorry, our prices are the same for everyone — but the 11th nata on the loyalty card is on us.'"),
        (ldt(2025, 11, 14, 21, 33), "pão de ló in english", "A very light Portuguese sponge cake; 'Portuguese sponge cake' is the usual translation."),
        (ldt(2025, 11, 16, 10, 12), "how long do pasteis de nata keep", "Best the same day. Up to 2 days in an airtight box at room temperature; reheat 3–4 min at 200 °C. Don't refrigerate — the pastry goes soft."),
    ]
    lines = [json.dumps({"time": int(t.timestamp()), "question": q, "answer": a}, ensure_ascii=False)
             for t, q, a in rows]
    return ("\n".join(lines) + "\n").encode("utf-8")


# ================================================================ Slack export

USERS = [
    ("U07ALF0MC", "mateus", "Mateus Carvalho", "Mateus", "Dono", True),
    ("U07ALF0IP", "ines", "Inês Paiva", "Inês", "Pasteleira", False),
    ("U07ALF0RT", "ruben", "Rúben Tavares", "Rúben", "Balcão / café", False),
    ("U07ALF0OH", "oliver", "Oliver Hartley", "Oliver", "Instagram & moral support", False),
    ("U09ALF0LB", "leonor", "Leonor Batista", "Leonor", "Balcão (sábados)", False),
]
UID = {u[1]: u[0] for u in USERS}
TEAM = "T07ALFACNH"


def users_json():
    out = []
    for uid, name, real, disp, title, admin in USERS:
        out.append({
            "id": uid, "team_id": TEAM, "name": name, "deleted": False, "color": "9f69e7",
            "real_name": real, "tz": "Europe/Lisbon", "tz_label": "Western European Time",
            "tz_offset": 0,
            "profile": {"title": title, "phone": "", "skype": "", "real_name": real,
                        "real_name_normalized": real, "display_name": disp,
                        "display_name_normalized": disp, "fields": None, "status_text": "",
                        "status_emoji": "", "avatar_hash": "g" + uid[-6:].lower(),
                        "first_name": real.split()[0], "last_name": real.split()[-1],
                        "team": TEAM},
            "is_admin": admin, "is_owner": admin, "is_primary_owner": admin,
            "is_restricted": False, "is_ultra_restricted": False, "is_bot": False,
            "is_app_user": False, "updated": 1731000000 if name != "leonor" else 1762780000,
        })
    return jdump(out)


CHANNELS = [
    ("C07ALFGER", "geral", True, "Avisos para toda a equipa", 1704880000),
    ("C07ALFENC", "encomendas", False, "Encomendas a fornecedores e de clientes", 1704880100),
    ("C07ALFTUR", "turnos", False, "Turnos, folgas e trocas", 1704880200),
]


def channels_json():
    members = [u[0] for u in USERS]
    out = []
    for cid, name, general, purpose, created in CHANNELS:
        out.append({
            "id": cid, "name": name, "created": created, "creator": UID["mateus"],
            "is_archived": False, "is_general": general, "members": members,
            "pins": [], "topic": {"value": "", "creator": "", "last_set": 0},
            "purpose": {"value": purpose, "creator": UID["mateus"], "last_set": created},
        })
    return jdump(out)


def day(channel, date, msgs):
    """msgs: list of (H, M, user, text, extra-dict-or-None)."""
    y, m, d = date
    out = []
    for i, (H, M, user, text, extra) in enumerate(msgs):
        dt = ldt(y, m, d, H, M)
        rec = {"type": "message"}
        if extra and extra.get("subtype"):
            rec["subtype"] = extra["subtype"]
        rec["user"] = UID[user]
        rec["text"] = text
        rec["ts"] = slack_ts(dt, f"{channel}{i}")
        rec["team"] = TEAM
        rec["user_profile"] = {"display_name": [u[3] for u in USERS if u[1] == user][0],
                               "real_name": [u[2] for u in USERS if u[1] == user][0]}
        if extra:
            for k, v in extra.items():
                if k != "subtype":
                    rec[k] = v
        out.append(rec)
    return f"slack/{channel}/{y:04d}-{m:02d}-{d:02d}.json", jdump(out, indent=4)


def slack():
    files = {"slack/users.json": users_json(), "slack/channels.json": channels_json()}
    days = [
        day("geral", (2025, 5, 28), [
            (9, 15, "mateus", "Bom dia! Horário de verão a partir de segunda, 2 de junho: terça a domingo das 7h às 20h. Segunda continua fechado. A Inês mantém 6h–14h, o Rúben passa para 12h–20h.", None),
            (9, 21, "ruben", "ok 👍 e a esplanada fica até às 20h?", None),
            (9, 22, "mateus", "sim, até fechar", None),
            (11, 3, "ines", "O Jorge da farinha disse hoje que é a última semana dele na nossa rota, vai para Setúbal. Vem outra pessoa, não percebi o nome", None),
            (11, 10, "mateus", "a Fernanda mandou email sobre isso, muda tudo em junho. lê o email quando puderes", {"reactions": [{"name": "+1", "users": [UID["ines"]], "count": 1}]}),
        ]),
        day("turnos", (2025, 9, 8), [
            (14, 2, "ines", "Lembrete: estou de férias de 15 a 26 de setembro 🏖️", None),
            (14, 30, "mateus", "Já falei com a tua tia. A D. Graça vem fazer as manhãs nessas duas semanas, das 6h às 14h, como tu. Deixas-lhe as fichas das massas?", None),
            (14, 33, "ines", "deixo tudo escrito. ela faz natas melhor que eu de qualquer forma 😂", None),
            (15, 1, "ruben", "a D. Graça é a que trabalhou 30 anos na Confeitaria Aurora?", None),
            (15, 4, "mateus", "essa mesma. sejam simpáticos, ela tem 68 anos e mais energia que nós os três", None),
        ]),
        day("geral", (2025, 9, 29), [
            (18, 40, "mateus", "Pessoal, como falámos: a partir de quarta, 1 de outubro, o horário da loja passa a ser de segunda a sábado, das 7h30 às 18h30. Domingo fechado. 🎉 Já atualizei o Google e o aviso na porta.", {"pinned_to": ["C07ALFGER"]}),
            (18, 44, "ines", "finalmente domingos livres 🙏", None),
            (18, 51, "ruben", "e os turnos à segunda?", None),
            (18, 55, "mateus", "tu 10h30–18h30 de segunda a sexta, a Inês 6h–14h. Ao sábado fico eu ao balcão até arranjarmos ajuda.", None),
            (20, 12, "oliver", "Instagram and the Google profile photo updated too 👍", None),
        ]),
        day("geral", (2025, 10, 2), [
            (8, 5, "mateus", "A partir de segunda (6/out) a bica passa a 0,90 €. O galão fica igual. Já mudei na caixa.", None),
            (8, 9, "ruben", "vão reclamar 😅", None),
            (8, 12, "mateus", "a bica está a 0,80 há três anos e o café subiu imenso. se alguém reclamar manda falar comigo", None),
            (16, 40, "ruben", "outra coisa: esta semana já vieram umas 5 pessoas perguntar se temos alguma coisa sem glúten. Uma senhora celíaca perguntou duas vezes, e um casal de turistas também. Disse que não temos nada.", None),
            (16, 52, "ines", "posso testar uma tarte de amêndoa sem farinha. mas a cozinha tem farinha por todo o lado, não dá para garantir nada", None),
            (17, 5, "mateus", "vamos pensar nisso com calma. não quero vender como \"sem glúten\" se não conseguimos garantir que não há contaminação. talvez \"sem farinha de trigo\" com um aviso bem claro? falamos na reunião.", None),
        ]),
        day("encomendas", (2025, 10, 3), [
            (10, 20, "mateus", "Compra conjunta da associação: pedi 40 kg de manteiga (sem sal, 82%). Entrega dia 20 na sede, vou buscar com o carro do Oliver.", None),
            (10, 31, "ines", "40 kg chega até ao Natal?", None),
            (10, 35, "mateus", "deve chegar até meados de dezembro, depois vemos", None),
            (10, 40, "mateus", "Farinha: lembrete que desde setembro estamos comprometidos com 8 sacos de T65 por semana com a Moagem. Se precisarem de T55 avisem até domingo.", None),
            (11, 2, "ines", "ok. e precisamos de mais gemas: o Sr. Adelino pode trazer 35 dúzias esta sexta?", None),
            (11, 5, "mateus", "já lhe mando mensagem", None),
        ]),
        day("geral", (2025, 11, 10), [
            (9, 30, "mateus", "Boas notícias: a Leonor começa connosco no sábado, 15 de novembro! Vai estar ao balcão aos sábados. Sejam simpáticos 😄", None),
            (9, 31, "leonor", "<@U09ALF0LB> has joined the channel", {"subtype": "channel_join"}),
            (9, 40, "ines", "bem-vinda Leonor!", None),
            (10, 2, "leonor", "Obrigada!! Já agora, qual é a pass do wifi?", None),
            (10, 6, "mateus", "rede Alfacinha_Staff, pass natasQuentes!24 (não dês aos clientes, a deles está no balcão)", None),
        ]),
        day("turnos", (2025, 11, 12), [
            (19, 10, "mateus", "Sábados com a Leonor: ela ao balcão das 8h às 16h, eu das 7h30 ao fecho. Rúben folga ao sábado como combinado.", None),
            (19, 14, "leonor", "perfeito, obrigada!", None),
            (19, 30, "ruben", "Mateus, posso trocar? folgava na sexta 28 e vinha no sábado 29 em vez disso. é o casamento do meu primo na sexta à tarde", None),
            (19, 41, "mateus", "deixa-me ver com a Leonor se ela quer fazer a sexta, depois digo-te", None),
            (20, 2, "ines", "e eu preciso de sair às 12h na quinta, 20, consulta médica", None),
            (20, 5, "mateus", "ok Inês, sem problema", None),
        ]),
    ]
    for path, data in days:
        files[path] = data
    return files


# ================================================================ CSV

def flour_csv():
    rows = [
        ("2025-01-15", "Moagem Ribeiro", "T65 25kg", 20, "14.80", "MR/2025/0042"),
        ("2025-01-31", "Moagem Ribeiro", "T65 25kg", 20, "14.80", "MR/2025/0117"),
        ("2025-02-14", "Moagem Ribeiro", "T65 25kg", 18, "14.80", "MR/2025/0190"),
        ("2025-02-14", "Moagem Ribeiro", "T55 25kg", 4, "15.40", "MR/2025/0190"),
        ("2025-02-28", "Moagem Ribeiro", "T65 25kg", 20, "14.80", "MR/2025/0266"),
        ("2025-03-14", "Moagem Ribeiro", "T65 25kg", 20, "14.80", "MR/2025/0341"),
        ("2025-03-31", "Moagem Ribeiro", "T65 25kg", 22, "14.80", "MR/2025/0420"),
        ("2025-04-15", "Moagem Ribeiro", "T65 25kg", 20, "14.80", "MR/2025/0498"),
        ("2025-04-30", "Moagem Ribeiro", "T65 25kg", 20, "14.80", "MR/2025/0571"),
        ("2025-05-15", "Moagem Ribeiro", "T65 25kg", 20, "14.80", "MR/2025/0650"),
        ("2025-05-30", "Moagem Ribeiro", "T65 25kg", 22, "14.80", "MR/2025/0733"),
        ("2025-06-13", "Moagem Ribeiro", "T65 25kg", 22, "16.90", "MR/2025/0810"),
        ("2025-06-27", "Moagem Ribeiro", "T65 25kg", 22, "16.90", "MR/2025/0884"),
        ("2025-07-04", "Farinhas do Oeste", "T65 Oeste Pastelaria 25kg", 20, "15.10", "FO 2025/1187"),
        ("2025-07-18", "Moagem Ribeiro", "T65 25kg", 6, "16.90", "MR/2025/0990"),
        ("2025-07-31", "Moagem Ribeiro", "T65 25kg", 16, "16.90", "MR/2025/1052"),
        ("2025-08-08", "Moagem Ribeiro", "T65 25kg", 10, "16.90", "MR/2025/1101"),
        ("2025-08-29", "Moagem Ribeiro", "T65 25kg", 8, "16.90", "MR/2025/1170"),
        ("2025-09-12", "Moagem Ribeiro", "T65 25kg", 16, "15.60", "MR/2025/1242"),
        ("2025-09-26", "Moagem Ribeiro", "T65 25kg", 16, "15.60", "MR/2025/1318"),
        ("2025-10-10", "Moagem Ribeiro", "T65 25kg", 16, "15.60", "MR/2025/1391"),
        ("2025-10-24", "Moagem Ribeiro", "T65 25kg", 16, "15.60", "MR/2025/1466"),
        ("2025-11-07", "Moagem Ribeiro", "T65 25kg", 16, "15.60", "MR/2025/1539"),
    ]
    lines = ["data,fornecedor,produto,sacos,preco_unit_eur,total_eur,fatura"]
    for d, f, p, n, u, inv in rows:
        total = "%.2f" % (n * float(u))
        lines.append(f"{d},{f},{p},{n},{u},{total},{inv}")
    return ("\n".join(lines) + "\n").encode("utf-8")


def maintenance_csv():
    rows = [
        ("2024-12-12", "espresso machine", "group head gasket leaking", "Vasco Pinheiro (Cafés Tejo)", "0.00", "covered by the coffee contract"),
        ("2025-01-09", "dishwasher", "not draining", "Rúben", "0.00", "filter blocked with lemon peel"),
        ("2025-02-20", "display fridge 1", "compressor noisy", "", "", "keep an eye on it"),
        ("2025-03-05", "kitchen sink", "leak under the sink - trap and hose replaced", "Nuno Esteves (plumber)", "85.00", "recommended on the bairro list"),
        ("2025-03-19", "deck oven", "bottom deck losing temperature", "TecnoFornos (Sérgio Matos)", "", "bill in his report email, Priya has the invoice"),
        ("2025-04-14", "extractor hood", "filters deep clean", "LimpaTudo Lda", "120.00", "every 6 months"),
        ("2025-05-21", "display fridge 2", "lights flickering + door switch", "Paulo Gaspar (electrician)", "95.00", ""),
        ("2025-06-30", "display fridge 1", "not holding 4°C - wiring to thermostat redone", "Paulo Gaspar (electrician)", "140.00", "friend of Inês's cousin"),
        ("2025-07-16", "ice-cream machine (rented)", "returned early - too loud", "", "0.00", "nata ice-cream test over"),
        ("2025-08-26", "scale", "old scale died - new PesaMax Pro bought", "", "89.90", "KitchenPro online"),
        ("2025-09-02", "scale", "new scale drifting 20 g - sent back", "", "", "KitchenPro, ticket KP-44817"),
        ("2025-09-30", "extractor hood", "filters deep clean", "LimpaTudo Lda", "120.00", ""),
        ("2025-10-22", "espresso machine", "annual service", "Vasco Pinheiro (Cafés Tejo)", "0.00", "gaskets + descaling"),
        ("2025-10-27", "shutter", "motor stuck half-way", "Serralharia Moura", "60.00", ""),
        ("2025-11-06", "mixer", "bowl guard switch loose", "Rúben", "0.00", "tightened, order a spare"),
    ]
    import csv
    import io
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "equipment", "issue", "who_fixed", "cost_eur", "notes"])
    for r in rows:
        w.writerow(r)
    return buf.getvalue().encode("utf-8")


def files():
    out = {
        "chats/chatgpt/conversations.json": chatgpt(),
        "chats/assistant-oven-troubleshooting.json": plain_oven(),
        "chats/assistant-instagram-ideas.json": plain_instagram(),
        "chats/quick-questions.jsonl": quick_jsonl(),
        "csv/compras-farinha-2025.csv": flour_csv(),
        "csv/maintenance-log.csv": maintenance_csv(),
    }
    out.update(slack())
    return out
