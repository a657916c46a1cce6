# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT conversations.json, plain messages JSON, JSONL quick questions, Skype messages.json."""
import hashlib
import json
from datetime import datetime, timedelta, timezone

UTC = timezone.utc


def uid(seed):
    h = hashlib.sha256(seed.encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], "4" + h[13:16], "a" + h[17:20], h[20:32])


def ep(y, mo, d, h, mi, s=0, tz=1):
    return datetime(y, mo, d, h, mi, s, tzinfo=timezone(timedelta(hours=tz))).timestamp()


# ====================================================================== ChatGPT
def _node(nid, parent, children, role=None, text=None, t=None, model=None, hidden=False):
    if role is None:
        return {"id": nid, "message": None, "parent": parent, "children": children}
    meta = {}
    if model:
        meta = {"model_slug": model, "default_model_slug": model, "finish_details": {"type": "stop", "stop_tokens": [200002]},
                "is_complete": True, "parent_id": parent, "request_id": nid[:8] + "req", "timestamp_": "absolute"}
    if hidden:
        meta = {"is_visually_hidden_from_conversation": True}
    return {"id": nid, "message": {
        "id": nid, "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t, "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully", "end_turn": (True if role == "assistant" else None),
        "weight": 1.0, "metadata": meta, "recipient": "all", "channel": None},
        "parent": parent, "children": children}


def _conversation(key, title, turns, model="gpt-4o", branches=None):
    """turns: list of (role, text, epoch). branches: {index_of_user_turn: [(role,text,epoch), ...]} an edited
    alternative that REPLACES the tail from that user turn on and becomes the current branch."""
    root = uid(key + "root")
    sysid = uid(key + "sys")
    mapping = {}
    mapping[root] = _node(root, None, [sysid])
    mapping[sysid] = _node(sysid, root, [], role="system", text="", t=None, hidden=True)
    prev = sysid
    ids = []
    for i, (role, text, t) in enumerate(turns):
        nid = uid("%s-%d" % (key, i))
        ids.append(nid)
        mapping[nid] = _node(nid, prev, [], role=role, text=text, t=t, model=(model if role == "assistant" else None))
        mapping[prev]["children"].append(nid)
        prev = nid
    current = prev
    if branches:
        for start, alt in branches.items():
            parent = mapping[ids[start]]["parent"]
            p = parent
            for j, (role, text, t) in enumerate(alt):
                nid = uid("%s-b%d-%d" % (key, start, j))
                mapping[nid] = _node(nid, p, [], role=role, text=text, t=t, model=(model if role == "assistant" else None))
                mapping[p]["children"].append(nid)
                p = nid
            current = p
    times = [t for _, _, t in turns] + [t for alt in (branches or {}).values() for _, _, t in alt]
    cid = uid(key + "conv")
    return {"title": title, "create_time": min(times), "update_time": max(times), "mapping": mapping,
            "moderation_results": [], "current_node": current, "plugin_ids": None, "conversation_id": cid,
            "conversation_template_id": None, "gizmo_id": None, "gizmo_type": None, "is_archived": False,
            "is_starred": None, "safe_urls": [], "default_model_slug": model, "conversation_origin": None,
            "voice": None, "async_status": None, "disabled_tool_ids": [], "id": cid}


def chatgpt():
    c1_turns = [
        ("user", "J'ai un petit cabanon à Marseille, le toit fait 18 m². Combien de litres d'eau de pluie je peux récupérer par an ? Il tombe environ 550 mm par an d'après Météo-France.", ep(2025, 1, 30, 21, 4)),
        ("assistant", "Bonne question, le calcul est simple :\n\n**Volume brut = surface de toit (m²) × pluviométrie (mm)**\n\n- 18 m² × 550 mm = **9 900 litres** par an (brut)\n- avec un coefficient de récupération d'environ 0,8–0,9 pour une toiture en tuiles (pertes par évaporation, éclaboussures, premier flot), on obtient environ **8 000 à 8 900 litres** utilisables par an.\n\nAttention : à Marseille la pluie tombe surtout en automne et en hiver, souvent en gros orages. L'été, la cuve ne se remplit presque pas.", ep(2025, 1, 30, 21, 4, 40)),
        ("user", "Ok et donc quelle taille de cuve ?", ep(2025, 1, 30, 21, 6)),
        ("assistant", "Pour ~9 000 L/an et un usage de loisir (vaisselle, douche extérieure, arrosage léger), une cuve de 500 à 1000 L suffit largement ; elle se remplira plusieurs fois dans l'année.", ep(2025, 1, 30, 21, 6, 30)),
    ]
    c1_branch = {0: [
        ("user", "J'ai un petit cabanon à Marseille, le toit fait en fait 24 m² (j'ai remesuré avec le débord côté mer). Combien de litres d'eau de pluie je peux récupérer par an ? Il tombe environ 550 mm par an d'après Météo-France.", ep(2025, 1, 30, 21, 9)),
        ("assistant", "Avec la surface corrigée :\n\n**Volume brut = surface de toit × pluviométrie**\n\n- 24 m² × 550 mm = **13 200 litres** par an (brut)\n- avec un coefficient de 0,9 pour des tuiles canal : environ **11 900 litres** réellement récupérables par an.\n\nC'est plus que ce qu'il vous faut pour un usage de loisir. La contrainte principale est la saisonnalité : presque toute l'eau arrive entre octobre et avril.", ep(2025, 1, 30, 21, 9, 35)),
        ("user", "Et pour la cuve, enterrée ou hors-sol, c'est quoi les avantages ? Le terrain est très rocheux.", ep(2025, 1, 30, 21, 12)),
        ("assistant", "Comparatif rapide :\n\n| | Cuve enterrée | Cuve hors-sol |\n|---|---|---|\n| Coût | élevé (terrassement, surtout en terrain rocheux : mini-pelle, brise-roche) | faible (cuve + socle + raccord) |\n| Eau | reste fraîche, pas d'algues | chauffe l'été, risque d'algues si translucide |\n| Esthétique | invisible | visible (à habiller : canisses, bardage) |\n| Capacité | 3 000 L et plus | souvent 300 à 1 000 L, modulable |\n\nEn terrain très rocheux et en site protégé, beaucoup de propriétaires choisissent une cuve hors-sol opaque, de teinte neutre, masquée par de la végétation. Mais vérifiez les règles d'urbanisme locales : en site classé, une cuve visible peut nécessiter une déclaration.", ep(2025, 1, 30, 21, 12, 50)),
    ]}
    c1 = _conversation("c1", "Récupération eau de pluie cabanon", c1_turns, branches=c1_branch)

    c2 = _conversation("c2", "Plan de révision brevet 3e", [
        ("user", "Mon fils passe le brevet fin juin. Son brevet blanc était correct mais les maths restent fragiles. Peux-tu me proposer un plan de révision sur 8 semaines, 45 minutes par jour max, sans le dégoûter ?", ep(2025, 2, 23, 10, 15)),
        ("assistant", "Voici un plan sur 8 semaines, à raison de 5 séances de 45 min par semaine :\n\n**Semaines 1-2 : bases**\n- Maths : calcul littéral, équations, pourcentages\n- Français : grammaire (accords, temps), dictées courtes\n- HG : repères chronologiques (frise)\n\n**Semaines 3-4 : géométrie et sujets longs**\n- Maths : théorème de Pythagore, théorème de Thalès, trigonométrie\n- Français : compréhension de texte\n- HG : la Première et la Seconde Guerre mondiale\n\n**Semaines 5-6 : annales**\n- une annale par matière et par semaine, corrigée ensemble\n\n**Semaines 7-8 : chronométré + oral**\n- annales en conditions réelles\n- répétition de l'oral devant un public (vous !)\n\nConseils : alterner les matières, commencer par ce qu'il aime, fiches ou cartes mémoire (Anki fonctionne bien pour les dates), et un vrai jour off par semaine.", ep(2025, 2, 23, 10, 16)),
        ("user", "Merci. Et pour l'oral, combien de temps d'exposé ?", ep(2025, 2, 23, 10, 20)),
        ("assistant", "L'oral du DNB dure 15 minutes : 5 minutes d'exposé, puis 10 minutes d'entretien avec le jury. Il est noté sur 100 points. L'élève peut présenter un projet mené en EPI, en histoire des arts ou dans le cadre d'un parcours éducatif.", ep(2025, 2, 23, 10, 20, 30)),
    ])

    c3 = _conversation("c3", "Somme trip quiz", [
        ("user", "I'm taking 48 French 14-year-olds to the Somme battlefields. Can you write 8 quick quiz questions (easy, in English, for my colleague's English class) about Thiepval, Lochnagar and Beaumont-Hamel?", ep(2025, 3, 27, 18, 2)),
        ("assistant", "Here are 8 quiz questions with answers:\n\n1. On what date did the Battle of the Somme begin? *(1 July 1916)*\n2. How many missing soldiers are named on the Thiepval Memorial? *(more than 72,000)*\n3. Who designed the Thiepval Memorial? *(Sir Edwin Lutyens)*\n4. What made the Lochnagar crater? *(a huge mine exploded under German lines on 1 July 1916)*\n5. Which animal stands on the Beaumont-Hamel memorial? *(a caribou)*\n6. Which regiment is commemorated at Beaumont-Hamel? *(the Newfoundland Regiment)*\n7. Was Newfoundland part of Canada in 1916? *(no, it joined Canada in 1949)*\n8. Why is 1 July a day of remembrance in Newfoundland? *(because of the regiment's losses at Beaumont-Hamel)*", ep(2025, 3, 27, 18, 3)),
        ("user", "Perfect. One more about the Ring of Remembrance at Notre-Dame-de-Lorette?", ep(2025, 3, 27, 18, 5)),
        ("assistant", "9. What is special about the names on the Ring of Remembrance (2014)? *(579,606 soldiers who died in Nord-Pas-de-Calais are listed in alphabetical order, without nationality, rank or religion)*", ep(2025, 3, 27, 18, 5, 20)),
    ])
    # a realistic detail: exports are newest-first
    return json.dumps([c3, c2, c1], ensure_ascii=False, indent=2).encode("utf-8")


# ====================================================================== plain messages JSON
def assistant_letter():
    msgs = [
        {"role": "user", "timestamp": "2025-03-23T21:41:07+01:00",
         "content": "Aide-moi à réécrire cette lettre à mon voisin, je suis trop en colère et ça se voit. Voilà mon brouillon :\n\n« Monsieur Pellegrin, vous avez volé une partie de notre terrain et vous le savez très bien. La géomètre l'a prouvé. Si vous ne remettez pas votre grillage à sa place je vous traîne au tribunal. Papa doit se retourner dans sa tombe de voir ce que vous faites. »"},
        {"role": "assistant", "timestamp": "2025-03-23T21:41:31+01:00",
         "content": "Je comprends votre colère. Voici une version plus apaisée mais ferme, qui garde l'essentiel (le bornage, la demande précise, l'échéance) sans attaquer la personne :\n\n---\nMonsieur Pellegrin,\n\nComme suite au bornage contradictoire du 15 mars, dont vous avez reçu le procès-verbal, je vous demande de bien vouloir déplacer votre clôture sur la limite fixée par la géomètre-expert et de signer le PV.\n\nJe sais que vous étiez proche de mon père et je tiens à ce que nos relations de voisinage restent bonnes. Je suis disponible pour en parler sur place, calmement, quand vous le souhaitez.\n\nVeuillez agréer, Monsieur, mes salutations distinguées.\n\nFatima Benali\n---\n\nJ'ai retiré l'accusation de vol et la référence à votre père décédé : même si c'est ce que vous ressentez, ces phrases risquent de braquer votre voisin et pourraient vous desservir si le dossier va un jour devant un conciliateur ou un juge."},
        {"role": "user", "timestamp": "2025-03-23T21:45:52+01:00",
         "content": "C'est bien mais un peu trop gentil. Remets une date limite, disons le 30 avril, et enlève « je sais que vous étiez proche de mon père », ça me fait mal de l'écrire."},
        {"role": "assistant", "timestamp": "2025-03-23T21:46:14+01:00",
         "content": "Voici la version ajustée :\n\n---\nMonsieur Pellegrin,\n\nComme suite au bornage du 15 mars, dont vous avez reçu le procès-verbal, je vous demande de bien vouloir déplacer votre clôture sur la limite fixée par la géomètre, avant le 30 avril 2025, et de signer le PV.\n\nJe reste disponible pour en parler sur place, calmement.\n\nFatima Benali\n---\n\nConseil : envoyez-la en lettre recommandée avec accusé de réception et gardez une copie. Si vous n'avez pas de réponse satisfaisante, la saisine du conciliateur de justice est gratuite et se fait en ligne."},
        {"role": "user", "timestamp": "2025-03-23T21:47:03+01:00",
         "content": "Parfait, merci. Je l'envoie aussi par mail, il a une adresse (c'est sa fille qui lit)."},
        {"role": "assistant", "timestamp": "2025-03-23T21:47:10+01:00",
         "content": "Très bonne idée : l'e-mail laisse une trace datée, et le recommandé a une valeur de preuve plus forte. Bon courage pour la suite."},
    ]
    return json.dumps(msgs, ensure_ascii=False, indent=2).encode("utf-8")


# ====================================================================== JSONL quick questions
def quick_questions():
    rows = [
        ("2024-09-10T07:12:44+02:00", "combien de temps bus 19 + 20 castellane les goudes", "Environ 1h à 1h15 selon la circulation, changement à la Madrague de Montredon."),
        ("2024-10-03T22:18:09+02:00", "tuile canal vs tuile romane difference", "La tuile canal est une tuile creuse en demi-cylindre posée en courant et couvert ; la tuile romane est une tuile à emboîtement qui imite l'aspect de la tuile canal, plus rapide à poser."),
        ("2024-11-06T06:55:31+01:00", "how do you say fig tree in darija", "Karma (كرمة) — and a fig is \"kermous\"."),
        ("2024-12-16T21:30:12+01:00", "délai prescription empiètement clôture voisin", "L'action en revendication de propriété est imprescriptible ; en revanche le voisin peut invoquer une prescription acquisitive (usucapion) s'il possède la bande de terrain de façon continue et non équivoque depuis 30 ans. La preuve lui incombe."),
        ("2025-01-08T20:02:51+01:00", "requiem fauré combien de mouvements", "Sept : Introït et Kyrie, Offertoire, Sanctus, Pie Jesu, Agnus Dei, Libera me, In Paradisum."),
        ("2025-01-30T21:20:40+01:00", "1000 litres en gallons US", "Environ 264 gallons US."),
        ("2025-02-05T19:44:03+01:00", "c'est quoi la DAACT", "La déclaration attestant l'achèvement et la conformité des travaux (Cerfa 13408) : elle se dépose en mairie à la fin des travaux autorisés par un permis ou une déclaration préalable."),
        ("2025-02-27T22:10:10+01:00", "décalage horaire montréal marseille", "6 heures (quand il est midi à Montréal, il est 18h à Marseille)."),
        ("2025-03-11T06:40:00+01:00", "lochnagar crater diameter", "About 100 m across and 21 m deep."),
        ("2025-03-30T21:05:19+02:00", "stylo adrénaline combien de temps efficace", "L'effet dure 10 à 20 minutes ; il faut toujours appeler le 15 (ou 112) après l'injection et garder un 2e stylo à disposition."),
        ("2025-04-22T10:31:55+02:00", "pompe de surface se désamorce pourquoi", "Le plus souvent : prise d'air sur l'aspiration (raccord mal serré), niveau d'eau trop bas, ou clapet anti-retour encrassé."),
        ("2025-05-02T18:47:26+02:00", "air transat montreal marseille direct ?", "Oui, vol direct saisonnier (printemps-été), environ 7h30 de vol vers Marseille."),
        ("2025-05-19T21:58:33+02:00", "volets provençaux teintes nuancier parc calanques", "Le nuancier du Parc propose des bleus, verts et gris assourdis, ainsi que des teintes terre ; les couleurs vives et le blanc pur sont déconseillés."),
        ("2025-06-01T08:03:12+02:00", "brevet 2025 calculatrice autorisée", "Oui, calculatrice avec mode examen activé (voyant lumineux), sans mémoire accessible."),
    ]
    lines = [json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) for ts, q, a in rows]
    return ("\n".join(lines) + "\n").encode("utf-8")


# ====================================================================== Skype
FAT = "8:live:fatima.benali"
KAR = "8:live:karim.benali.mtl"
MAMA = "8:live:yamina.benali47"
YAN = "8:live:yanis.b13"
GROUP = "19:7c2f4e9b1a0d4e3f8b6a5c2d1e0f9a8b@thread.skype"
NAMES = {FAT: "Fatima Benali", KAR: "Karim Benali", MAMA: "Mama", YAN: "Yanis"}


def _ms(y, mo, d, h, mi, s, ms):
    return int(datetime(y, mo, d, h, mi, s, tzinfo=UTC).timestamp() * 1000) + ms


def _iso(msv):
    dt = datetime.fromtimestamp(msv // 1000, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (msv % 1000)


def _msg(conv, frm, msv, content, mtype="RichText", props=None):
    return {"id": str(msv), "displayName": NAMES[frm], "originalarrivaltime": _iso(msv), "messagetype": mtype,
            "version": msv, "contenttype": "text", "content": content, "conversationid": conv, "from": frm,
            "properties": props, "amsreferences": None}


def _quote(author, conv, qms, text):
    a = author.split(":", 1)[1]
    d = datetime.fromtimestamp(qms // 1000, tz=UTC)
    return ('<quote author="%s" authorname="%s" timestamp="%d" conversation="%s" messageid="%d">'
            '<legacyquote>[%s] %s: </legacyquote>%s<legacyquote>\n\n&lt;&lt;&lt; </legacyquote></quote>'
            % (a, NAMES[author], qms // 1000, conv, qms, d.strftime("%d/%m/%Y %H:%M:%S"), NAMES[author], text))


def _call(conv, msv, kind, dur=None, callid="0"):
    parts = ""
    for who in (KAR, FAT):
        parts += '<part identity="%s"><name>%s</name>%s</part>' % (
            who.split(":", 1)[1], NAMES[who], ("<duration>%d</duration>" % dur) if dur else "")
    return _msg(conv, FAT if kind == "started" else KAR, msv,
                '<partlist type="%s" alt="" callId="%s">%s</partlist>' % (kind, callid, parts), mtype="Event/Call")


def _edit(who, msv_edit):
    return '<e_m a="%s" ts_ms="%d" ts="%d" t="61"></e_m>' % (who.split(":", 1)[1], msv_edit, msv_edit // 1000)


def skype():
    K = []
    c = KAR
    t = _ms(2024, 7, 12, 20, 14, 3, 512); K.append(_msg(c, KAR, t, "Salam Fatima ! J&apos;ai vu le mail du notaire (il m&apos;a mis en copie). So… papa&apos;s cabanon is officially ours now? <ss type=\"wink\">;)</ss>"))
    t = _ms(2024, 7, 12, 20, 16, 40, 1); K.append(_msg(c, FAT, t, "Oui, enfin « nous » : l&apos;indivision Benali <ss type=\"laugh\">:D</ss> Signature le 17 septembre, tu pourras signer par procuration, il t&apos;envoie le modèle."))
    t = _ms(2024, 9, 17, 12, 2, 19, 88); K.append(_msg(c, FAT, t, "C&apos;est signé. Bizarre de voir le nom de papa sur tous ces papiers. Le notaire a été très gentil."))
    t = _ms(2024, 9, 17, 12, 40, 55, 301); K.append(_msg(c, KAR, t, "<ss type=\"heart\">(heart)</ss> Allah yrhmo. Thanks for doing all this, I know it&apos;s all on you."))
    t = _ms(2024, 10, 6, 18, 0, 2, 0); K.append(_call(c, t, "started", callid="a8c1f2e0-6b1d-4f6e-9c0e-1f2a3b4c5d6e"))
    t = _ms(2024, 10, 6, 18, 41, 15, 0); K.append(_call(c, t, "ended", dur=2473, callid="a8c1f2e0-6b1d-4f6e-9c0e-1f2a3b4c5d6e"))
    t = _ms(2024, 10, 9, 18, 30, 12, 417); K.append(_msg(c, FAT, t, "Cassar a envoyé son devis pour le toit : 4 850 € TTC, tout refait en tuiles canal neuves. Je te transfère le PDF."))
    t = _ms(2024, 10, 9, 19, 2, 44, 9); K.append(_msg(c, KAR, t, "Ouch. That&apos;s a lot for 22 m². Get another quote?"))
    t = _ms(2024, 10, 9, 19, 5, 1, 600); K.append(_msg(c, FAT, t, "Déjà demandé à Toits du Sud. Ils viennent « la semaine prochaine » (lol)."))
    q = _ms(2024, 11, 12, 19, 13, 20, 150)
    K.append(_msg(c, KAR, q, "Idea: bac acier! My buddy in Laval did his shed with steel panels that look like tiles, cheap and done in a day. <a href=\"https://www.youtube.com/watch?v=Qx7TuileAcier\">https://www.youtube.com/watch?v=Qx7TuileAcier</a>"))
    t = _ms(2024, 11, 12, 20, 1, 8, 222); K.append(_msg(c, FAT, t, _quote(KAR, c, q, "Idea: bac acier! My buddy in Laval did his shed with steel panels that look like tiles, cheap and done in a day.") + "Pourquoi pas… ok, va pour le bac acier, c&apos;est moins cher et plus léger. J&apos;en parle à Cassar."))
    t = _ms(2024, 11, 20, 23, 18, 40, 5); K.append(_msg(c, KAR, t, "And you HAVE to take the kids to Vimy. It&apos;s basically our national monument 🇨🇦 Promise me!"))
    t = _ms(2024, 11, 21, 6, 45, 2, 90); K.append(_msg(c, FAT, t, "On verra, le J3 est déjà très chargé. Julien veut Lorette aussi. Je ne promets rien <ss type=\"tongueout\">:P</ss>"))
    t = _ms(2024, 12, 14, 17, 22, 51, 333); K.append(_msg(c, FAT, t, "Tu sais quoi ? Pellegrin a mis un grillage neuf avec des poteaux en béton… sur notre terrain. Genre une quarantaine de cm chez nous, les pierres blanches de papa sont de son côté."))
    t = _ms(2024, 12, 14, 17, 30, 9, 12); K.append(_msg(c, KAR, t, "Quoi ?! Le vieux Pellegrin ? Papa lui prêtait sa barque… On lui envoie un avocat."))
    t = _ms(2024, 12, 14, 17, 33, 47, 700); K.append(_msg(c, FAT, t, "Doucement khoya. D&apos;abord un géomètre, ensuite on verra. Je ne veux pas la guerre aux Goudes."))
    t = _ms(2025, 1, 23, 19, 8, 30, 451); K.append(_msg(c, FAT, t, "Cassar revient avec un nouveau devis : 5 320 €. Chevrons pourris côté mer <ss type=\"facepalm\">(facepalm)</ss>"))
    t = _ms(2025, 2, 6, 18, 55, 3, 0); K.append(_msg(c, FAT, t, "Mauvaise nouvelle pour ton bac acier : au guichet urbanisme on m&apos;a dit que l&apos;ABF ne l&apos;acceptera jamais, on est en site classé. « Ici c&apos;est la tuile, madame. »"))
    t = _ms(2025, 2, 6, 19, 20, 41, 808); K.append(_msg(c, KAR, t, "Damn. So tiles again? Can we at least find second-hand ones, old ones, cheaper?"))
    t = _ms(2025, 2, 6, 19, 22, 10, 3); K.append(_msg(c, FAT, t, "Cassar a dit qu&apos;il pouvait chercher. Je te dis."))
    t0 = _ms(2025, 3, 2, 18, 10, 5, 120)
    K.append(_msg(c, FAT, t0, "Bon, décision finale pour le toit : on part sur les tuiles canal de récup, Cassar en a trouvé sur une démolition à Cassis. Ça colle avec ce que veut l&apos;ABF et c&apos;est moins cher que du neuf. Je lui écris ce soir pour qu&apos;il refasse le devis." + _edit(FAT, t0 + 94000),
                  props={"edittime": str(t0 + 94000)}))
    t = _ms(2025, 3, 2, 18, 14, 29, 2); K.append(_msg(c, KAR, t, "Deal 👍 Et dis-lui d&apos;enlever la gouttière zinc du devis, on la fera nous-mêmes cet été."))
    t = _ms(2025, 3, 2, 18, 16, 0, 414); K.append(_msg(c, FAT, t, "Et pour les volets, moi je veux du bleu charrette, comme chez papa quand on était petits. Pas ton vert sapin, désolée khoya <ss type=\"tongueout\">:P</ss>"))
    t = _ms(2025, 3, 2, 18, 17, 52, 60); K.append(_msg(c, KAR, t, "Haha ok ok, bleu. T&apos;es la cheffe de chantier."))
    t = _ms(2025, 3, 16, 9, 3, 33, 310); K.append(_msg(c, FAT, t, "La géomètre est passée hier. Pellegrin est parti avant la fin en râlant. J&apos;attends son compte rendu, je te mets en copie."))
    t = _ms(2025, 3, 16, 9, 3, 40, 0); K.append(_msg(c, FAT, t, "<URIObject type=\"Picture.1\" uri=\"https://api.asm.skype.com/v1/objects/0-weu-d4-5b1e0c6f3a2e8d7c9b0a1f2e3d4c5b6a\" url_thumbnail=\"https://api.asm.skype.com/v1/objects/0-weu-d4-5b1e0c6f3a2e8d7c9b0a1f2e3d4c5b6a/views/imgt1\"><Title/><Description/><OriginalName v=\"bornes_B3_B4.jpg\"/>To view this shared photo, go to: <a href=\"https://login.skype.com/login/sso?go=xmmfallback?pic=0-weu-d4-5b1e0c6f3a2e8d7c9b0a1f2e3d4c5b6a\">https://login.skype.com/login/sso?go=xmmfallback?pic=0-weu-d4-5b1e0c6f3a2e8d7c9b0a1f2e3d4c5b6a</a><meta type=\"photo\" originalName=\"bornes_B3_B4.jpg\"/></URIObject>", mtype="RichText/UriObject"))
    t = _ms(2025, 4, 13, 14, 20, 11, 900); K.append(_msg(c, KAR, t, "So?? How was the Somme? Did they like Beaumont-Hamel? Did you go to Vimy in the end? <ss type=\"wink\">;)</ss>"))
    t = _ms(2025, 4, 13, 16, 2, 37, 45); K.append(_msg(c, FAT, t, "Épuisée mais c&apos;était fort. À Beaumont-Hamel plusieurs élèves ont été très émus, le guide terre-neuvien était génial. Je te raconte au téléphone dimanche."))
    t = _ms(2025, 4, 27, 17, 40, 0, 512); K.append(_msg(c, FAT, t, "Le conciliateur nous convoque en juin. J&apos;irai seule, tu peux me signer un pouvoir ?"))
    t = _ms(2025, 4, 27, 18, 1, 12, 77); K.append(_msg(c, KAR, t, "Oui je te l&apos;envoie ce soir, scanné."))
    t = _ms(2025, 5, 3, 22, 5, 48, 0); K.append(_msg(c, KAR, t, "Booked!! Air Transat, j&apos;arrive le 1er juillet à Marignane <ss type=\"dance\">(dance)</ss>"))
    t = _ms(2025, 5, 3, 22, 9, 3, 150); K.append(_msg(c, FAT, t, "Yes !! Yemma va être folle de joie."))
    t = _ms(2025, 5, 18, 19, 30, 22, 640); K.append(_msg(c, FAT, t, "Pour les 70 ans de Mama, on se met d&apos;accord sur le cadeau ? J&apos;avais noté plusieurs idées (Fès, un bijou…). Moi je pense à une machine à coudre, la sienne a 30 ans et elle recoud tout le quartier."))
    t = _ms(2025, 5, 18, 19, 52, 8, 19); K.append(_msg(c, KAR, t, "Yes, a good one, not a cheap plastic one. I pay 60%, you do the shopping?"))
    t = _ms(2025, 5, 18, 19, 55, 41, 300); K.append(_msg(c, FAT, t, "Wakha, marché conclu : une machine à coudre Singer, la bonne, on la lui offre le soir du dîner. Pas un mot à Yanis, il ne sait pas garder un secret <ss type=\"laugh\">:D</ss>"))
    t = _ms(2025, 5, 25, 13, 12, 2, 4); K.append(_msg(c, KAR, t, "Changement de plan : mon boss refuse la première semaine de juillet. J&apos;arrive le mardi 8 juillet, vol TS 540, atterrissage 9h35 à Marignane. Désolé !!"))
    t = _ms(2025, 5, 25, 13, 40, 19, 600); K.append(_msg(c, FAT, t, "Pas grave, tu seras là pour le 12, c&apos;est l&apos;essentiel. Je viendrai te chercher."))
    t = _ms(2025, 6, 1, 20, 2, 0, 11); K.append(_msg(c, KAR, t, "Cassar démarre quand finalement ?"))
    t = _ms(2025, 6, 1, 20, 30, 45, 0); K.append(_msg(c, FAT, t, "Il a décalé, je t&apos;ai transféré son mail. Croise les doigts pour la météo."))

    G = []
    g = GROUP
    t = _ms(2024, 8, 30, 17, 0, 0, 0)
    G.append(_msg(g, FAT, t, "<addmember><eventtime>%d</eventtime><initiator>%s</initiator><target>%s</target><target>%s</target><target>%s</target></addmember>" % (t, FAT, MAMA, KAR, YAN), mtype="ThreadActivity/AddMember"))
    t = _ms(2024, 8, 30, 17, 5, 14, 200); G.append(_msg(g, MAMA, t, "Salam 3alikoum les enfants. C&apos;est Yanis qui m&apos;a installé Skype 😄"))
    t = _ms(2024, 8, 30, 17, 20, 3, 51); G.append(_msg(g, KAR, t, "Wa 3alikoum salam yemma !! Bravo !! <ss type=\"heart\">(heart)</ss>"))
    t = _ms(2024, 10, 6, 9, 12, 40, 0); G.append(_msg(g, MAMA, t, "Fatima tu es allée au cabanon ? Le figuier il a donné ?"))
    t = _ms(2024, 10, 6, 9, 30, 1, 700); G.append(_msg(g, FAT, t, "Oui yemma, bezzaf de figues ! Mais le toit fuit. On va le refaire inchallah."))
    t = _ms(2024, 12, 28, 11, 2, 17, 0); G.append(_msg(g, FAT, t, "Cassar dit que les grosses branches du figuier abîment les tuiles et qu&apos;il faudrait peut-être l&apos;enlever…"))
    t = _ms(2024, 12, 28, 11, 15, 44, 300); G.append(_msg(g, MAMA, t, "Non non non. Ne coupez pas le figuier. C&apos;est votre père qui l&apos;a planté l&apos;année où Karim est né. Il disait que tant que le figuier est debout, le cabanon reste dans la famille. Matqat3ouhch !"))
    t = _ms(2024, 12, 28, 11, 20, 2, 10); G.append(_msg(g, YAN, t, "mamie t&apos;inquiète on coupera juste les branches qui touchent le toit"))
    t = _ms(2024, 12, 28, 11, 22, 39, 0); G.append(_msg(g, KAR, t, "Yanis a raison. Personne ne touche au figuier de papa, promis yemma."))
    t = _ms(2025, 3, 8, 19, 1, 5, 0); G.append(_msg(g, FAT, t, "Yanis a eu ses résultats du brevet blanc : c&apos;est bien, hamdoullah <ss type=\"smile\">:)</ss>"))
    t = _ms(2025, 3, 8, 19, 10, 50, 400); G.append(_msg(g, MAMA, t, "Mabrouk ya wlidi ! Rebbi y3awnek. Viens manger samedi."))
    t = _ms(2025, 5, 20, 18, 44, 2, 0); G.append(_msg(g, MAMA, t, "Pour mon anniversaire je ne veux rien hein. Juste vous tous autour de la table, c&apos;est tout."))
    t = _ms(2025, 5, 20, 19, 2, 31, 9); G.append(_msg(g, KAR, t, "On sera tous là le 12 juillet inchallah yemma <ss type=\"heart\">(heart)</ss>"))
    t = _ms(2025, 6, 3, 9, 28, 12, 0); G.append(_msg(g, YAN, t, "oral passé ✅ le jury était sympa"))
    t = _ms(2025, 6, 3, 9, 35, 0, 500); G.append(_msg(g, MAMA, t, "Hamdoullah !! Saha 3lik ya wlidi"))

    def conv(cid, dn, msgs, thread=None):
        msgs = sorted(msgs, key=lambda m: m["version"], reverse=True)  # Skype exports are newest-first
        last = msgs[0]["version"]
        return {"id": cid, "displayName": dn, "version": last,
                "properties": {"conversationblocked": False, "lastimreceivedtime": _iso(last),
                               "consumptionhorizon": "%d;%d;%d" % (last, last + 1203, 4912027311843210000 + last % 100000),
                               "conversationstatus": None},
                "threadProperties": thread, "MessageList": msgs}

    export = {"userId": FAT, "exportDate": "2025-06-05T19:42",
              "conversations": [
                  conv(KAR, "Karim Benali", K),
                  conv(GROUP, "Famille Benali 🌿", G, thread={"membercount": 4, "members": json.dumps([FAT, MAMA, KAR, YAN]), "topic": "Famille Benali 🌿", "picture": None, "lastleaveat": None, "version": 1}),
              ]}
    return json.dumps(export, ensure_ascii=False, indent=4).encode("utf-8")


def build_all():
    return [
        ("chat/chatgpt/conversations.json", chatgpt()),
        ("chat/assistant/lettre-voisin-2025-03-23.json", assistant_letter()),
        ("chat/quick-questions.jsonl", quick_questions()),
        ("chat/skype/messages.json", skype()),
    ]
