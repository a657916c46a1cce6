# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT conversations.json, two plain message files, a JSONL of quick
questions and a Telegram Desktop single-chat export (result.json)."""
import json
import uuid

from util import put, lisbon_epoch

NS = uuid.UUID("6f1c8a52-3d0e-4b7a-9c55-1e2f3a4b5c6d")


def uid(*parts):
    return str(uuid.uuid5(NS, "/".join(parts)))


# =============================================================== ChatGPT export
def conversation(key, title, turns, edited=None, model="gpt-4o"):
    """turns: list of (role, text, 'YYYY-MM-DD HH:MM:SS').
    edited: (index_of_user_turn, original_text, original_answer, ts) -> the original user
    message becomes a sibling branch that is NOT on the current path."""
    mapping = {}
    root = uid(key, "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid(key, "system")
    mapping[sys_id] = {"id": sys_id, "message": {
        "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]}, "status": "finished_successfully",
        "end_turn": True, "weight": 0.0,
        "metadata": {"is_visually_hidden_from_conversation": True}, "recipient": "all",
        "channel": None}, "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    first_ts = lisbon_epoch(turns[0][2]) + 0.123
    last_ts = first_ts
    for i, (role, text, ts) in enumerate(turns):
        if edited and role == "user" and i == edited[0]:
            # original (abandoned) branch
            o_u = uid(key, "orig-user", str(i))
            o_a = uid(key, "orig-asst", str(i))
            t0 = lisbon_epoch(edited[3]) + 0.456
            mapping[o_u] = {"id": o_u, "message": msg(o_u, "user", edited[1], t0),
                            "parent": parent, "children": [o_a]}
            mapping[o_a] = {"id": o_a, "message": msg(o_a, "assistant", edited[2], t0 + 9.8, model),
                            "parent": o_u, "children": []}
            mapping[parent]["children"].append(o_u)
        nid = uid(key, role, str(i))
        t = lisbon_epoch(ts) + 0.789
        mapping[nid] = {"id": nid, "message": msg(nid, role, text, t,
                                                  model if role == "assistant" else None),
                        "parent": parent, "children": []}
        mapping[parent]["children"].append(nid)
        parent = nid
        last_ts = t
    return {"title": title, "create_time": first_ts, "update_time": last_ts + 1.5,
            "mapping": mapping, "moderation_results": [], "current_node": parent,
            "plugin_ids": None, "conversation_id": uid(key, "conv"),
            "conversation_template_id": None, "gizmo_id": None, "gizmo_type": None,
            "is_archived": False, "is_starred": None, "safe_urls": [], "blocked_urls": [],
            "default_model_slug": model, "conversation_origin": None, "voice": None,
            "async_status": None, "disabled_tool_ids": [], "id": uid(key, "conv")}


def msg(mid, role, text, t, model=None):
    md = {}
    if role == "assistant":
        md = {"model_slug": model, "default_model_slug": model, "finish_details":
              {"type": "stop", "stop_tokens": [200002]}, "is_complete": True}
    return {"id": mid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t, "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
            "weight": 1.0, "metadata": md, "recipient": "all", "channel": None}


convs = [
    conversation("glmm", "Shoot density GLMM", [
        ("user", "I have shoot counts of Cymodocea nodosa per 0.0625 m² quadrat, 3 meadows × 4 seasons, 3 transects per site, 10 quadrats per transect. The counts are clearly overdispersed (variance ~6× the mean). How would you specify this in glmmTMB, with transect nested in site?", "2025-03-03 21:40:00"),
        ("assistant", "A negative binomial GLMM is a good default here. In glmmTMB:\n\n```r\nlibrary(glmmTMB)\nm1 <- glmmTMB(shoots ~ season * meadow + (1 | meadow:transect),\n              family = nbinom2, data = d)\n```\n\nWith only 3 meadows, treat meadow as a fixed effect and keep transect (nested in meadow) as the random intercept. Compare nbinom1 vs nbinom2 with AIC, and check residuals with DHARMa (`simulateResiduals(m1)`). If you want densities per m², keep counts as the response and add `offset(log(0.0625))`.", "2025-03-03 21:40:30"),
        ("user", "ok nbinom2 wins by 14 AIC. DHARMa shows slight zero-inflation at Galapos in winter. worth a ziformula?", "2025-03-03 21:52:00"),
        ("assistant", "Try `ziformula = ~ meadow` and compare AIC again. If the improvement is small (< 2–4 AIC) and the residual plots look fine, keep the simpler model — zero-inflation restricted to one meadow-season is often just low density, not a separate process. Report both in the supplement if reviewers are likely to ask.", "2025-03-03 21:52:40"),
    ], edited=(0, "should I use a two-way ANOVA for shoot density across 3 sites and 4 seasons?",
               "A two-way ANOVA could work if the data are roughly normal and variances are similar, but count data such as shoot densities are usually better handled with a generalised linear model (Poisson or negative binomial). Could you tell me more about how the counts were collected?",
               "2025-03-03 21:35:00")),
    conversation("condominio", "Carta ao condomínio – prestações", [
        ("user", "Preciso de escrever uma carta formal à administração do condomínio de um prédio no Porto. A quota extraordinária das obras da fachada para a nossa fração é de 4.800 € em 3 prestações, e as herdeiras (a minha mãe e a minha tia) queriam pagar em 6 prestações mensais. Tom educado mas firme. A casa era da minha avó, que faleceu em dezembro.", "2025-05-02 22:10:00"),
        ("assistant", "Claro. Aqui vai uma proposta:\n\n---\nExmos. Senhores da Administração do Condomínio,\n\nNa qualidade de representante das herdeiras da fração 3.º Esquerdo, propriedade da falecida D. Maria de Lurdes Sousa, venho por este meio solicitar a possibilidade de pagamento da quota extraordinária relativa às obras da fachada (4.800,00 €) em seis prestações mensais, em vez das três prestações previstas no mapa enviado.\n\nO pedido prende-se com o facto de o processo de partilha ainda não estar concluído, o que limita temporariamente a disponibilidade financeira das herdeiras. Reafirmamos o nosso compromisso com o pagamento integral e com o bom andamento das obras.\n\nAgradecendo desde já a atenção, apresento os meus melhores cumprimentos,\n\nInês Carvalho\n---\n\nQuer que acrescente uma proposta concreta de datas?", "2025-05-02 22:10:40"),
        ("user", "não, está ótimo. obrigada", "2025-05-02 22:14:00"),
        ("assistant", "De nada! Boa sorte com o condomínio.", "2025-05-02 22:14:10"),
    ]),
    conversation("camp", "Kids surf camp packing list", [
        ("user", "Make me a packing list to send to parents for a 5-day kids surf camp in Ericeira (ages 8-13), end of July. Portuguese and English versions please, short.", "2025-07-20 18:02:00"),
        ("assistant", "**PT** — Fato de banho ×2, toalha grande, protetor solar 50+ (resistente à água), chapéu, garrafa de água reutilizável, chinelos, muda de roupa, lanche da manhã, casaco leve para o fim do dia. Fato de surf e prancha são fornecidos.\n\n**EN** — Swimsuit ×2, large towel, SPF 50+ water-resistant sunscreen, hat, reusable water bottle, flip-flops, change of clothes, morning snack, light jacket for the afternoon. Wetsuit and board are provided.", "2025-07-20 18:02:40"),
        ("user", "add: no glass bottles, and a note that kids with long hair should bring a hair tie", "2025-07-20 18:05:00"),
        ("assistant", "Added to both versions:\n- PT: Sem garrafas de vidro. Quem tem cabelo comprido deve trazer um elástico.\n- EN: No glass bottles. Kids with long hair should bring a hair tie.", "2025-07-20 18:05:20"),
    ]),
]
put("chats/chatgpt/conversations.json", json.dumps(convs, ensure_ascii=False, indent=2))

# =============================================================== plain message files
put("chats/assistant/2025-06-02_site_onda_norte.json", json.dumps([
    {"role": "user", "timestamp": "2025-06-02T21:14:05+01:00",
     "content": "Ajuda-me a reescrever a secção 'Como chegar' do site da Onda Norte. Info: os alunos encontram-se junto ao contentor azul da Onda Norte, ao lado do posto do nadador-salvador, no parque de estacionamento da Foz do Lizandro (Ericeira). Chegar 15 minutos antes. Há estacionamento gratuito mas enche no verão depois das 10h."},
    {"role": "assistant", "timestamp": "2025-06-02T21:14:31+01:00",
     "content": "**Como chegar**\nO ponto de encontro é junto ao nosso contentor azul, mesmo ao lado do posto do nadador-salvador, no parque de estacionamento da Foz do Lizandro, na Ericeira. Chega 15 minutos antes da aula para vestires o fato com calma. O estacionamento é gratuito, mas no verão enche depressa depois das 10h — vem cedo ou partilha boleia!"},
    {"role": "user", "timestamp": "2025-06-02T21:20:44+01:00",
     "content": "Boa. Agora a minha bio para a página 'Quem somos', curta e com humor. Sou bióloga marinha (pradarias marinhas, Setúbal), sócia da escola com o meu irmão Tiago e a Joana. Pessoalmente prefiro surfar em Ribeira d'Ilhas na meia-maré, e fujo dos Coxos porque está sempre cheio de locais. Ensino sobretudo crianças e adultos principiantes."},
    {"role": "assistant", "timestamp": "2025-06-02T21:21:10+01:00",
     "content": "**Inês** — Bióloga marinha durante a semana (passa os dias debaixo de água a contar plantas marinhas em Setúbal) e instrutora ao fim de semana. Sócia da Onda Norte com o irmão, Tiago, e com a Joana. A onda preferida dela é Ribeira d'Ilhas na meia-maré; aos Coxos só vai ver. Especialista em primeiras ondas — de crianças e de adultos que juravam que nunca iam conseguir pôr-se de pé."},
    {"role": "user", "timestamp": "2025-06-02T21:23:02+01:00",
     "content": "perfeito, só tira o 'contar plantas' que parece que não faço nada 😂"},
    {"role": "assistant", "timestamp": "2025-06-02T21:23:15+01:00",
     "content": "**Inês** — Bióloga marinha durante a semana (estuda e restaura pradarias marinhas em Setúbal) e instrutora ao fim de semana. Sócia da Onda Norte com o irmão, Tiago, e com a Joana. A onda preferida dela é Ribeira d'Ilhas na meia-maré; aos Coxos só vai ver. Especialista em primeiras ondas."},
], ensure_ascii=False, indent=2))

put("chats/assistant/2025-09-12_bergen.json", json.dumps([
    {"role": "user", "timestamp": "2025-09-12T22:03:10+01:00",
     "content": "I'm in Bergen next week for a conference (near Bryggen). Two dinner recommendations for a group of 6 marine biologists, one of them vegetarian. I don't eat octopus (long story, I worked with them), anything else from the sea is fine."},
    {"role": "assistant", "timestamp": "2025-09-12T22:03:44+01:00",
     "content": "Near Bryggen, look for (1) a traditional Norwegian seafood restaurant with a fish-of-the-day menu — ask for the catch of the day, usually cod, halibut or monkfish, and they normally have a vegetable main; and (2) the Fish Market hall by the harbour, informal, where everyone can pick something, including salads and vegetarian options. Book ahead for 6 people in September, conference weeks fill up. Octopus is rarely on Norwegian menus, so you should be safe."},
    {"role": "user", "timestamp": "2025-09-12T22:10:20+01:00",
     "content": "also: my talk is 12 min + 3 questions. I have 14 slides. too many?"},
    {"role": "assistant", "timestamp": "2025-09-12T22:10:41+01:00",
     "content": "Slightly too many for 12 minutes if each has data. Aim for 10–11: one title, one motivation, one site map, 5–6 results, one take-home, one acknowledgements. Move methods details to a backup slide for questions."},
], ensure_ascii=False, indent=2))

# =============================================================== JSONL quick questions
qq = [
    ("2025-01-10T08:12:00Z", "quanto tempo demora uma habilitação de herdeiros no cartório", "Normalmente a escritura faz-se no próprio dia da marcação; o tempo de espera depende da agenda do cartório (semanas a 2 meses)."),
    ("2025-01-21T19:40:00Z", "o que é o CPE da luz", "Código de Ponto de Entrega: identifica a instalação elétrica (começa por PT0002...). Está na fatura ou pode ser pedido ao comercializador."),
    ("2025-02-20T07:55:00Z", "12 knots to km/h", "12 kn ≈ 22.2 km/h."),
    ("2025-03-02T22:31:00Z", "glmmTMB nbinom1 vs nbinom2 difference", "nbinom1: variance = μ(1+φ) (linear); nbinom2: variance = μ(1+μ/φ) (quadratic). Compare by AIC."),
    ("2025-04-11T09:05:00Z", "imposto do selo herança netos", "Herança de avós para netos paga 10% de Imposto do Selo; entre pais e filhos (herdeiros diretos) há isenção."),
    ("2025-04-28T21:47:00Z", "how to get neoprene smell out of wetsuits", "Rinse in cold fresh water, soak with a wetsuit shampoo or a little baking soda, dry inside-out in the shade."),
    ("2025-06-16T20:02:00Z", "certificado energético T2 Porto quanto custa", "Em média 150–250 € para um T2, incluindo a taxa da ADENE."),
    ("2025-07-08T08:20:00Z", "Cymodocea nodosa epiphyte scraping method", "Scrape both leaf faces with a glass slide or razor blade, filter onto pre-weighed GF/F filters, dry at 60 °C for 48 h, express as mg DW per g leaf DW."),
    ("2025-08-30T18:33:00Z", "Bergen weather mid september", "Typically 10–16 °C with frequent rain; pack a proper rain jacket."),
    ("2025-09-15T06:41:00Z", "como tirar parafina velha da prancha", "Deixar ao sol uns minutos e raspar com um pente de parafina; acabar com um pano e um pouco de álcool."),
    ("2025-10-08T21:15:00Z", "mais-valias venda casa herdada quem paga", "Cada herdeiro declara a sua parte no IRS; o valor de aquisição é o valor patrimonial tributário à data da herança."),
    ("2025-11-02T10:48:00Z", "contraproposta casa quanto é normal", "É comum contrapropor um valor entre a proposta e o preço pedido; a negociação típica fica 3–6% abaixo do preço anunciado."),
]
put("chats/quick_questions.jsonl", "".join(
    json.dumps({"ts": t, "q": q, "a": a}, ensure_ascii=False) + "\n" for t, q, a in qq))

# =============================================================== Telegram Desktop export
USERS = {"Inês Carvalho": "user5550001207", "Helena Carvalho": "user5550001150",
         "Tiago Carvalho": "user5550001288", "Graça Sousa": "user5550001333"}

tg = []  # (date, from, text or entity list, extra dict)


def tm(date, frm, text, **extra):
    tg.append((date, frm, text, extra))


tm("2025-01-09 20:12:40", "Inês Carvalho", "Criei este grupo para tratarmos das coisas da casa da avó sem encher o grupo da família 🙂")
tm("2025-01-09 20:15:02", "Helena Carvalho", "Boa ideia filha. Obrigada por tratares disto.")
tm("2025-01-09 20:31:55", "Graça Sousa", "👍")
tm("2025-01-18 22:05:13", "Inês Carvalho", "Estive hoje no Porto. A casa está bem, só muito correio. A D. Amélia do 3º Dto ficou com a chave suplente, deixei-a com ela.")
tm("2025-01-18 22:09:40", "Graça Sousa", "A Amélia sempre foi uma santa com a mãe.")
tm("2025-02-02 21:02:11", "Tiago Carvalho", "Então, o que fazemos à casa? Eu voto arrendar, dá rendimento e não perdemos a casa.")
tm("2025-02-02 21:10:47", "Helena Carvalho", "Também acho. Arrendar e depois logo se vê. Não consigo pensar em vender a casa da mãe agora.")
tm("2025-02-02 21:44:03", "Graça Sousa", "Por mim pode ser, desde que alguém trate.")
tm("2025-02-03 08:20:19", "Inês Carvalho", "Ok, fica decidido arrendar. Eu falo com imobiliárias de arrendamento depois da habilitação.")
tm("2025-03-11 19:37:25", "Inês Carvalho", "Fuga de água na casa de banho! A vizinha do 2º ligou, tem uma mancha no teto. O canalizador vai lá amanhã de manhã, a D. Amélia abre.")
tm("2025-03-11 19:40:02", "Helena Carvalho", "Ai que desgraça. Paga tu e depois acertamos.")
tm("2025-04-20 12:15:33", "Graça Sousa", "Viram o email do condomínio?? 4800 euros para a fachada?!")
tm("2025-04-20 12:31:09", "Tiago Carvalho", "Isso muda as contas do arrendamento todas...")
tm("2025-05-11 17:48:50", "Graça Sousa", "Uma coisa que me esqueci de dizer: os azulejos da cozinha são Viúva Lamego originais, dos anos 50. A mãe tinha muito orgulho neles. Não deixem ninguém arrancar aquilo — valorizam a casa, ponham isso no anúncio.")
tm("2025-05-11 18:02:14", "Inês Carvalho", "Boa tia, não sabia! Vou tirar fotos com luz de dia.")
tm("2025-06-07 21:30:41", "Helena Carvalho", "Estive a pensar e falei com a Graça. Com as obras da fachada e a Graça a precisar do dinheiro, acho melhor vendermos a casa.")
tm("2025-06-07 21:36:12", "Tiago Carvalho", "Concordo. Arrendar dá trabalho e nenhum de nós está no Porto.")
tm("2025-06-07 22:01:30", "Graça Sousa", "Sim, vender.")
tm("2025-06-08 09:12:55", "Inês Carvalho", "Então está decidido: vendemos, não arrendamos. Amanhã escrevo à Filipa da Ribeira Lar para marcar a avaliação.")
tm("2025-07-04 19:20:07", "Inês Carvalho", [
    "A Filipa mandou a avaliação, o anúncio sai com 210 mil. Já está online: ",
    {"type": "link", "text": "https://ribeiralar.example/imoveis/porto-almada-t2"}])
tm("2025-09-06 11:05:36", "Inês Carvalho", "Novidades do recheio: a Marta quer o piano! Fica para ela, o transporte é dia 12, antes das limpezas.")
tm("2025-09-06 11:20:18", "Graça Sousa", "Fico tão contente. A Marta tocava nele em pequena ❤️")
tm("2025-09-06 11:34:50", "Helena Carvalho", "Decidido então, o piano vai para a Marta. A loiça da Vista Alegre fica comigo.")
tm("2025-09-13 13:58:21", "Inês Carvalho", "Casa vazia 😢", photo=True)
tm("2025-10-07 20:41:09", "Inês Carvalho", "A Filipa sugere baixar o preço, reencaminhei-vos o email dela. Concordam?")
tm("2025-10-07 20:55:44", "Helena Carvalho", "Sim.")
tm("2025-10-07 21:30:12", "Graça Sousa", "Ok.")
tm("2025-11-07 09:01:27", "Inês Carvalho", "Chegou uma proposta de 188 mil! Reencaminhei o email. Temos de responder até sexta dia 14.")
tm("2025-11-07 09:30:05", "Helena Carvalho", "Eu aceitava a contraproposta que a Inês sugere.")
tm("2025-11-08 10:14:48", "Graça Sousa", "Deixem-me falar primeiro com o Zé, respondo até quinta.")
tm("2025-11-08 10:16:30", "Inês Carvalho", "Ok tia, fico à espera 🙏", reply_to=31)


def entities(text):
    if isinstance(text, str):
        return [{"type": "plain", "text": text}] if text else []
    out = []
    for piece in text:
        if isinstance(piece, str):
            out.append({"type": "plain", "text": piece})
        else:
            out.append(piece)
    return out


messages = [{
    "id": 1, "type": "service", "date": "2025-01-09T20:11:58",
    "date_unixtime": str(lisbon_epoch("2025-01-09 20:11:58")),
    "actor": "Inês Carvalho", "actor_id": USERS["Inês Carvalho"], "action": "create_group",
    "title": "Casa da Avó 🏡",
    "members": ["Inês Carvalho", "Helena Carvalho", "Tiago Carvalho", "Graça Sousa"],
    "text": "", "text_entities": []}]
for i, (date, frm, text, extra) in enumerate(tg, start=2):
    d = date.replace(" ", "T")
    mm = {"id": i, "type": "message", "date": d, "date_unixtime": str(lisbon_epoch(date)),
          "from": frm, "from_id": USERS[frm]}
    if extra.get("reply_to"):
        mm["reply_to_message_id"] = extra["reply_to"]
    if extra.get("photo"):
        stamp = "%s-%s-%s_%s" % (date[8:10], date[5:7], date[0:4], date[11:19].replace(":", "-"))
        mm.update({"photo": "photos/photo_1@%s.jpg" % stamp, "photo_file_size": 214873,
                   "width": 1280, "height": 960})
    mm["text"] = text
    mm["text_entities"] = entities(text)
    messages.append(mm)

put("chats/telegram/ChatExport_2025-11-11/result.json", json.dumps({
    "name": "Casa da Avó 🏡", "type": "private_group", "id": 4412987731,
    "messages": messages}, ensure_ascii=False, indent=1))
