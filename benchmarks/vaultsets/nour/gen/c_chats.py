# Chat exports: ChatGPT conversations.json, plain assistant message files, JSONL quick
# questions, and an Instagram "Download your information" DM export.
from util import h, epoch_s, epoch_ms, dt


def uid(seed):
    x = h(seed, 32)
    return "%s-%s-%s-%s-%s" % (x[:8], x[8:12], x[12:16], x[16:20], x[20:32])


# ------------------------------------------------------------------ ChatGPT
def _msg(nid, role, text, t):
    return {
        "id": nid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0 if role != "system" else 0.0,
        "metadata": ({"is_visually_hidden_from_conversation": True} if role == "system" else
                     {"model_slug": "gpt-4o", "default_model_slug": "gpt-4o"} if role == "assistant"
                     else {"request_id": h(nid, 16)}),
        "recipient": "all",
        "channel": None,
    }


def conversation(cid, title, branches, model="gpt-4o"):
    """branches: list of lists of (role, text, 'YYYY-MM-DD HH:MM', seconds_offset).
    Every branch hangs off the hidden system message; the last branch is current."""
    mapping = {}
    root = uid(cid + "root")
    sysid = uid(cid + "system")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": [sysid]}
    first_t = None
    mapping[sysid] = {"id": sysid, "message": None, "parent": root, "children": []}
    last = None
    last_t = None
    for bi, turns in enumerate(branches):
        parent = sysid
        for ti, (role, text, when, off) in enumerate(turns):
            t = epoch_s(when, off)
            if first_t is None:
                first_t = t
            nid = uid("%s-%d-%d" % (cid, bi, ti))
            mapping[nid] = {"id": nid, "message": _msg(nid, role, text, t), "parent": parent,
                            "children": []}
            mapping[parent]["children"].append(nid)
            parent = nid
            last = nid
            last_t = t
    mapping[sysid]["message"] = _msg(sysid, "system", "", None)
    return {
        "title": title, "create_time": first_t - 1.5, "update_time": last_t + 2.0,
        "mapping": mapping, "moderation_results": [], "current_node": last,
        "plugin_ids": None, "conversation_id": cid, "conversation_template_id": None,
        "gizmo_id": None, "gizmo_type": None, "is_archived": False, "is_starred": None,
        "safe_urls": [], "blocked_urls": [], "default_model_slug": model,
        "conversation_origin": None, "voice": None, "async_status": None,
        "disabled_tool_ids": [], "id": cid,
    }


C1 = conversation(uid("c1-glulam"), "Glulam vs OWSJ fire resistance", [[
    ("user", "quick sanity check: school gym roof in Quebec, ~24 m clear span. glulam beams vs open web steel joists. "
             "if the building needs 45 min fire resistance, what drives the cost on the glulam side? char rate?",
     "2025-01-10 21:31", 0),
    ("assistant", "Short version: for glulam, fire resistance comes from sacrificial section. Under CSA O86 (Annex B) "
                  "you design for a notional char depth — roughly 0.65–0.7 mm/min for glulam, so about 30–32 mm over "
                  "45 minutes on each exposed face, plus a zero-strength layer of about 7 mm. On a 24 m span that often "
                  "means a noticeably deeper and wider beam than the ambient-temperature design, and the connections "
                  "(steel plates, bolts) must be concealed or protected, which adds fabrication cost.\n\n"
                  "Other cost drivers: supplier lead time (glulam at that depth is not stock), transport of long "
                  "members, erection with a bigger crane, and the finish/sealing if it stays exposed in a gym "
                  "(impact, humidity). Steel joists are usually cheaper and faster, with fire protection from the "
                  "ceiling assembly or spray.\n\nYour structural engineer will confirm the numbers — this is just to "
                  "frame the conversation.", "2025-01-10 21:31", 40),
    ("user", "ok. and is there any code reason we can't do exposed glulam in a school gym?", "2025-01-10 21:36", 0),
    ("assistant", "Not inherently. It depends on the building classification (a school is usually Group A, "
                  "Division 2), the permitted construction type for its area, height and sprinklering, and the "
                  "flame-spread rating required for interior finishes in that space. Heavy timber / encapsulated "
                  "mass timber provisions may apply. Check the Québec Construction Code chapter (based on NBC 2015 "
                  "with Québec amendments) with your code consultant before committing.", "2025-01-10 21:36", 35),
]])

C2 = conversation(uid("c2-mandat"), "Mandat de protection vs procuration", [[
    ("user", "différence entre un mandat de protection et une procuration au Québec? ma mère vient d'avoir un "
             "diagnostic d'alzheimer léger", "2025-03-02 22:10", 0),
    ("assistant", "Je suis désolé pour le diagnostic de votre mère. Voici la différence, en résumé:\n\n"
                  "**Procuration** — elle permet à quelqu'un d'agir au nom de votre mère *pendant qu'elle est apte* "
                  "(payer des comptes, gérer un compte bancaire). Elle ne prévoit pas la protection de la personne "
                  "et devient fragile lorsque la personne devient inapte.\n\n"
                  "**Mandat de protection** — il est fait à l'avance, pendant que la personne est apte, et il prend "
                  "effet seulement lorsqu'elle devient inapte *et* que le tribunal l'homologue (avec une évaluation "
                  "médicale et une évaluation psychosociale). Il peut couvrir la protection de la personne et "
                  "l'administration des biens.\n\n"
                  "Le mandat peut être notarié ou fait devant deux témoins. Le mandat notarié a des avantages: le "
                  "notaire vérifie l'aptitude et le consentement, l'original est conservé et inscrit aux registres, "
                  "ce qui facilite l'homologation.\n\n"
                  "Avec un diagnostic de stade léger, il est important d'agir rapidement, tant que votre mère peut "
                  "encore comprendre et exprimer sa volonté.", "2025-03-02 22:10", 50),
    ("user", "est-ce que je peux être mandataire et ma soeur aussi?", "2025-03-02 22:14", 0),
    ("assistant", "Oui. Votre mère peut nommer deux mandataires qui agissent ensemble (co-mandataires), ou un "
                  "mandataire principal et un mandataire remplaçant qui prend le relais si le premier ne peut pas "
                  "ou ne veut plus agir. Les co-mandataires doivent en principe s'entendre sur les décisions — "
                  "c'est plus lourd si l'une habite loin. Beaucoup de familles choisissent la formule principal + "
                  "remplaçant. Le notaire pourra vous conseiller selon votre situation.", "2025-03-02 22:14", 30),
]])

C3_ID = uid("c3-plan-demi")
C3 = conversation(C3_ID, "Plan demi-marathon 15 semaines", [
    [   # original branch (later edited)
        ("user", "Build me a 15-week half marathon plan to run 1:55 on Oct 5. I run 4x/week now, long run Saturday "
                 "with my club, 30-35 km/week.", "2025-06-20 06:05", 0),
        ("assistant", "Great goal — 1:55 is 5:27/km. Here's a 15-week structure with 4 runs/week:\n\n"
                      "- Tue: intervals (e.g., 5×1 km at 5:05–5:10)\n- Thu: tempo 6–10 km at 5:25–5:30\n"
                      "- Sat: long run 14 → 20 km, easy 6:00–6:15, with race-pace blocks from week 8\n"
                      "- Sun: easy 5–6 km\n\nPeak week ~45 km (week 12), taper the last two weeks.",
         "2025-06-20 06:05", 45),
    ],
    [   # edited branch (current)
        ("user", "Build me a 15-week half marathon plan for Oct 5. Goal is 1:58 now — I'm coming back from shin "
                 "splints and my physio says max 3 runs a week + bike until August. Long run Saturday with my club.",
         "2025-06-20 06:09", 0),
        ("assistant", "Smart adjustment. 1:58 is about 5:35/km. With 3 runs a week:\n\n"
                      "- Tue: quality, on a track or trail, not concrete — start with 6×3 min at 5:15–5:20, "
                      "build to 4×2 km at race pace in August\n- Thu: bike 45–60 min easy (or pool running)\n"
                      "- Sat: long run with the club, 12 → 19 km at 6:00–6:15, race-pace finish from September\n"
                      "- Sun: optional bike, 30–45 min\n\nRules: no more than +10 % per week, any sharp shin pain "
                      "= stop and call the physio. Re-evaluate the goal in early September.",
         "2025-06-20 06:09", 50),
        ("user", "and what pace for the long runs then?", "2025-06-20 06:15", 0),
        ("assistant", "Mostly 6:00–6:15/km, conversational. From mid-August you can finish the last 3–4 km at goal "
                      "pace if the shins are quiet. The long run is for time on feet, not speed.",
         "2025-06-20 06:15", 25),
    ],
])

C4 = conversation(uid("c4-couvreur"), "Courriel ferme au couvreur", [[
    ("user", "aide-moi à écrire un courriel ferme mais poli à notre couvreur (je suis secrétaire du CA de notre "
             "syndicat de copropriété). Ils réclament un extra pour du platelage pourri qu'ils ont remplacé sans "
             "nous le montrer avant de refermer. Le contrat prévoyait une allocation. On veut suspendre le paiement "
             "de l'extra jusqu'à l'avis d'un ingénieur indépendant.", "2025-08-24 21:50", 0),
    ("assistant", "Voici une proposition:\n\nObjet: Travaux supplémentaires — platelage\n\nBonjour Monsieur,\n\n"
                  "Nous vous remercions pour votre courriel concernant le remplacement du platelage. Nous comprenons "
                  "que des conditions imprévues peuvent survenir lors de ce type de travaux.\n\nToutefois, nous "
                  "aurions apprécié être informés avant la fermeture du toit afin de pouvoir constater l'état du "
                  "platelage. Nous nous permettons donc de vous demander de bien vouloir suspendre la facturation de "
                  "ces travaux supplémentaires le temps qu'un ingénieur indépendant puisse examiner la situation.\n\n"
                  "Nous vous remercions de votre compréhension et vous prions d'agréer...", "2025-08-24 21:50", 40),
    ("user", "trop poli. On n'est pas en train de s'excuser d'avoir un toit. Plus direct, en citant le contrat.",
     "2025-08-24 21:55", 0),
    ("assistant", "Version plus directe:\n\nBonjour Monsieur Bélair,\n\nNous avons bien reçu votre réclamation pour "
                  "travaux supplémentaires de platelage. Le contrat signé le 16 avril prévoit une allocation pour le "
                  "remplacement du platelage et exige que tout travail excédentaire soit autorisé par écrit avant "
                  "exécution. Aucune autorisation n'a été demandée, et le syndicat n'a pas pu constater l'état du "
                  "platelage avant la fermeture.\n\nEn conséquence, le syndicat suspend le paiement de toute somme "
                  "excédant l'allocation contractuelle jusqu'à la réception de l'avis d'un ingénieur indépendant, "
                  "mandaté à nos frais. Nous vous ferons part de sa conclusion dès réception.\n\nLe conseil "
                  "d'administration", "2025-08-24 21:55", 35),
]])

CHATGPT = [C4, C3, C2, C1]   # export lists newest first


# ------------------------------------------------------------------ plain message files
def iso(when, sec=0):
    d = dt(when)
    return (d.replace(second=sec)).isoformat()


ASSIST_AGA = [
    {"role": "user", "content": "I'm the secretary of my condo board in Montréal. At our AGM on June 11 we'll vote "
     "a special levy (cotisation spéciale) for a full roof replacement. People are scared of the number. Help me "
     "explain it in plain French in 5 short bullet points, no jargon. Context: January estimate was about 6 800 $ "
     "per unit on average, the final number will be a bit higher because of taxes and a contingency, and the "
     "reserve fund pays part of it.", "timestamp": iso("2025-05-20 21:04", 11)},
    {"role": "assistant", "content": "Voici une proposition:\n\n- **Pourquoi?** La membrane du toit a plus de 25 ans "
     "et laisse entrer l'eau (unités du 4e). Réparer à la pièce coûterait plus cher à long terme.\n- **Combien?** Le "
     "coût total est partagé selon la quote-part de chaque unité, inscrite dans la déclaration de copropriété — "
     "comme les charges communes.\n- **Pourquoi plus qu'en janvier?** L'estimation de janvier était une moyenne, "
     "avant les taxes et une réserve pour imprévus de 10 %.\n- **Le fonds de prévoyance aide:** une partie du coût "
     "vient du fonds, sans le vider.\n- **Quand payer?** En deux versements, pour étaler l'effort.",
     "timestamp": iso("2025-05-20 21:04", 39)},
    {"role": "user", "content": "Good. Add one line about what happens if someone can't pay.",
     "timestamp": iso("2025-05-20 21:07", 2)},
    {"role": "assistant", "content": "- **Difficulté à payer?** Parlez-en au gestionnaire avant l'échéance: une entente "
     "de paiement peut être discutée avec le conseil, en toute confidentialité.",
     "timestamp": iso("2025-05-20 21:07", 15)},
]

ASSIST_FUEL = [
    {"role": "user", "content": "Training for a half marathon in October. I absolutely hate gels — the texture makes "
     "me gag and the fake-fruit taste lingers for an hour. On my long runs I've been eating medjool dates instead "
     "(pitted, in a little ziploc) with a pinch of salt, and honestly I love it. Is that enough fuel for 21 km, and "
     "how often?", "timestamp": iso("2025-08-14 06:52", 3)},
    {"role": "assistant", "content": "Dates are a great whole-food option — one medjool date has roughly 16–18 g of "
     "carbohydrate, mostly glucose and fructose, which is close to a gel. For a half marathon around 2 hours, aim "
     "for about 30–45 g of carbs per hour after the first 30–40 minutes: that's 2 dates every 35–45 minutes, or "
     "simply 2 dates around km 7 and 2 more around km 14. Keep the salt (or an electrolyte drink) especially if "
     "it's warm. Chew well and sip water with them. Most importantly, rehearse exactly this on your remaining "
     "long runs so race day holds no surprises.", "timestamp": iso("2025-08-14 06:52", 40)},
    {"role": "user", "content": "ok dates it is. do I need anything before the start?",
     "timestamp": iso("2025-08-14 06:58", 9)},
    {"role": "assistant", "content": "A familiar breakfast 2.5–3 hours before (oatmeal, banana, toast — whatever you "
     "already use on long-run days), and optionally 1 date or a few sips of sports drink 15 minutes before the "
     "start.", "timestamp": iso("2025-08-14 06:58", 30)},
]

# ------------------------------------------------------------------ JSONL quick questions
QUICK = [
    ("2025-01-05 08:12", "OWSJ c'est quoi en français", "Open Web Steel Joist = poutrelle d'acier à treillis (ou poutrelle ajourée)."),
    ("2025-01-19 20:40", "ratio eau boulghour gros pour mjaddara", "Environ 2 tasses d'eau pour 1 tasse de boulghour gros; 15-20 min à feu doux puis 10 min couvert hors du feu."),
    ("2025-02-02 22:03", "how to get wax out of a wool sweater", "Freeze, scrape, then iron through paper towel on low heat; finish with a gentle wool wash."),
    ("2025-03-16 21:18", "c'est quoi une homologation de mandat", "La procédure judiciaire qui constate l'inaptitude et rend le mandat de protection exécutoire; nécessite des évaluations médicale et psychosociale."),
    ("2025-04-08 07:44", "quote-part copropriété comment c'est calculé", "Valeur relative de chaque fraction établie dans la déclaration de copropriété (souvent selon la superficie et la situation), exprimée en %."),
    ("2025-04-26 12:30", "crédit d'impôt québec pour aînés en résidence qui paie une partie du loyer", "C'est le crédit d'impôt pour maintien à domicile des aînés (70 ans et plus): une partie des services inclus dans le loyer d'une résidence privée pour aînés (repas, entretien, soins infirmiers, surveillance) est remboursée. Demander l'annexe au bail / la répartition des coûts à la résidence; on peut recevoir des versements anticipés."),
    ("2025-05-11 16:05", "best way to tell a 14 yo he can't quit piano mid-year", "Acknowledge the feeling, agree on a finish line (end of term/recital), then let him choose the next activity."),
    ("2025-06-22 19:50", "how long does nausea last after a donepezil dose increase", "Usually 1-3 weeks; taking it with food helps. Report persistent vomiting, weight loss or a slow pulse to the doctor."),
    ("2025-07-15 21:22", "kamouraska sunset time late july", "Around 20:35-20:45 in late July; the best spots face the islands along the route du Cap."),
    ("2025-08-25 08:14", "qu'est-ce qu'une mise en demeure doit contenir", "Identification des parties, rappel des faits et de l'obligation, ce qui est exigé, délai raisonnable, conséquences; envoi par un moyen qui prouve la réception."),
    ("2025-09-02 06:35", "5:41 per km in min per mile", "About 9:09 per mile."),
    ("2025-09-08 22:10", "is 22 degrees too hot for a half marathon", "It's warm for racing: expect to slow by 1-3 %, drink early, use salt/electrolytes, start conservatively."),
    ("2025-09-12 12:02", "chrysotile c'est quel type d'amiante", "Amiante blanc (serpentine), le plus courant au Québec; reste un cancérogène — travaux encadrés par le Code de sécurité."),
    ("2025-09-15 21:47", "tarif petites créances québec limite", "La division des petites créances entend les réclamations jusqu'à 15 000 $, sans avocat."),
]

# ------------------------------------------------------------------ Instagram DMs
NOUR = "Nour Haddad"
RANIA = "Rania Haddad"
MEL = "Mélanie Côté"
RANIA_DIR = "raniahaddad_17842035618801234"
MEL_DIR = "melcotecourt_17849927311045678"

# (when, sender, content, extras)
RANIA_MSGS = [
    ("2025-02-16 20:14", RANIA, "Did the movers confirm for Tuesday?", {}),
    ("2025-02-16 20:16", NOUR, "Yes 8h. I'll be there at 7:30 with Mama's coffee so she doesn't panic", {}),
    ("2025-02-16 20:17", RANIA, "You're a saint. I'll FaceTime her at noon", {}),
    ("2025-02-19 18:40", NOUR, "She's in. Small room but bright, 2nd floor. She asked when we're going home 😔", {}),
    ("2025-02-19 18:41", RANIA, "Ya albi. Send photos of the room", {}),
    ("2025-02-19 18:45", NOUR, None, {"photos": [{"uri": "your_instagram_activity/messages/inbox/%s/photos/482913305_1180245_n.jpg" % RANIA_DIR, "creation_timestamp": 1740008700}]}),
    ("2025-03-20 16:02", RANIA, "Thank you for today. « léger » léger léger. I'm holding on to that word", {}),
    ("2025-03-20 16:10", NOUR, "Me too. She was so polite with the doctor lol, the Mama of 1985", {"reactions": [{"reaction": "😂", "actor": RANIA}]}),
    ("2025-04-12 21:30", RANIA, "ok so the condo. Talked to Ziad and to cousin Fadi (the agent). Selling now = bad market + tax mess + Mama would be devastated if she ever understood", {}),
    ("2025-04-12 21:33", NOUR, "Agreed. So we rent it out?", {}),
    ("2025-04-12 21:35", RANIA, "Yes. Final: we DON'T sell. We rent it, unfurnished, 12-month lease, at least until 2026 and we revisit then. Rent goes into Mama's account for the résidence", {}),
    ("2025-04-12 21:36", NOUR, "Deal. I'll ask Mme Khoury if her nephew still wants it 🤞", {"reactions": [{"reaction": "❤", "actor": RANIA}]}),
    ("2025-05-24 10:02", RANIA, "What if we go to Lebanon in July? Take the kids to Zahlé. Khalto Hoda keeps asking", {}),
    ("2025-05-24 10:15", NOUR, "I want to so much. Let me see with the site and Mama. Don't book anything yet", {}),
    ("2025-05-24 10:16", RANIA, "Rania Haddad sent an attachment.", {"share": {"link": "https://www.instagram.com/reel/C7bq2XkOw1e/", "share_text": "Zahlé au coucher du soleil ☀️ #lebanon #zahle", "original_content_owner": "lebanon.stories"}}),
    ("2025-07-09 11:02", NOUR, "Saw Chantal's email. Monday the 21st — we'll be in Kamouraska 😩 can you FaceTime her that day?", {}),
    ("2025-07-09 11:05", RANIA, "Of course. Don't feel guilty. She won't remember who carried the boxes, she'll remember you're there after", {}),
    ("2025-07-24 19:20", RANIA, "FaceTimed Mama in the new room, she's fine, she showed me the window 3 times and said the nurse is « très gentille »", {}),
    ("2025-07-25 21:48", NOUR, "Habibti I'm so sorry — I can't do Lebanon this summer. Not with Mama right now, not this far. Next summer, promise", {}),
    ("2025-07-25 21:53", RANIA, "I know. Me neither honestly. I'll go alone 10 days in October to see khalto Hoda and bring back the good za'atar. Summer 2026 all of us", {"reactions": [{"reaction": "❤", "actor": NOUR}]}),
    ("2025-08-21 21:10", NOUR, "The roofers want to charge the building a fortune for extra rotten wood they replaced. Nobody saw it before they closed it up", {}),
    ("2025-08-21 21:14", RANIA, "Ziad says (he did roofs for 6 years before the bank lol): ALWAYS make them photograph every section of the old deck before they cover it, with a tape measure in the picture, otherwise it's your word against theirs. And ask for the dumpster weight tickets", {}),
    ("2025-08-21 21:15", NOUR, "Too late for this time but 🙏 forwarding that to Gilles", {}),
    ("2025-08-29 12:31", RANIA, "Your train gets in at 4?", {}),
    ("2025-08-29 12:40", NOUR, "4:12 at Union. Sami is bringing his guitar, sorry in advance", {"reactions": [{"reaction": "😂", "actor": RANIA}]}),
    ("2025-09-14 19:40", RANIA, "Mama called me Nour three times today and then said « yalla Rania ». We're interchangeable now haha", {}),
    ("2025-09-14 19:44", NOUR, "Same. I was Rania twice today 😂😭", {}),
]

MEL_MSGS = [
    ("2025-02-11 06:58", NOUR, "Plan prêt. 1:55 🫡", {}),
    ("2025-02-11 07:01", MEL, "1:55 ou rien!! 💪", {}),
    ("2025-03-08 13:12", MEL, "T'étais où samedi? On t'a attendue 2 min (c'est beaucoup pour Yannick)", {}),
    ("2025-03-08 13:20", NOUR, "Chez Mama, la visite s'est déplacée au samedi cette semaine. Samedi prochain promis", {}),
    ("2025-04-05 09:31", MEL, "Café après la longue? Je commande pendant que tu t'étires", {}),
    ("2025-04-05 09:32", NOUR, "Oui! Mon habituel stp", {}),
    ("2025-04-05 09:32", MEL, "cortado lait d'avoine, je sais je sais 🙄 depuis 2019", {}),
    ("2025-04-05 09:33", NOUR, "T'es la meilleure ❤️", {"reactions": [{"reaction": "❤", "actor": MEL}]}),
    ("2025-06-04 07:15", NOUR, "Tibia droit. J'ai dû arrêter à 3 km ce matin 😭", {}),
    ("2025-06-04 07:19", MEL, "NON. Va voir Julie à Physio Santé Plateau, elle m'a sauvée en 2023", {}),
    ("2025-06-04 07:19", MEL, "Mélanie Côté sent an attachment.", {"share": {"link": "https://physiosanteplateau.example/rendez-vous", "share_text": "Prendre rendez-vous — Physio Santé Plateau"}}),
    ("2025-06-18 20:05", NOUR, "Verdict: 3 sorties max par semaine + vélo jusqu'en août. J'ai négocié, j'ai perdu", {}),
    ("2025-06-18 20:06", MEL, "hahaha bienvenue dans le club des blessées raisonnables", {}),
    ("2025-08-23 11:02", MEL, "18 km sans douleur?? 👏👏👏", {}),
    ("2025-08-23 11:04", NOUR, "Rien! Zéro! Le ravito tient aussi. Je n'y crois pas", {}),
    ("2025-09-10 21:15", MEL, "Après la course: brunch chez Olives & Thym sur Bernard, j'ai réservé pour 6 à 12 h 30, Olivier et Sami inclus", {}),
    ("2025-09-10 21:17", NOUR, "PARFAIT. Je vais manger 4 œufs et un pancake grand comme le pont Jacques-Cartier", {"reactions": [{"reaction": "😂", "actor": MEL}]}),
    ("2025-09-16 12:20", NOUR, "Dossard reçu! Sas B", {}),
    ("2025-09-16 12:24", MEL, "Moi sas C 😤 on se voit au rendez-vous du club avant", {}),
]


def ig_thread(title, dirname, participants, msgs):
    out = []
    for when, sender, content, extra in msgs:
        m = {"sender_name": sender, "timestamp_ms": epoch_ms(when)}
        if content is not None:
            m["content"] = content
        for k in ("photos", "share", "reactions"):
            if k in extra:
                m[k] = extra[k]
        m["is_geoblocked_for_viewer"] = False
        m["is_unsent_image_by_messenger_kid_parent"] = False
        out.append(m)
    out.sort(key=lambda m: m["timestamp_ms"], reverse=True)   # newest first, like the app
    return {
        "participants": [{"name": p} for p in participants],
        "messages": out,
        "title": title,
        "is_still_participant": True,
        "thread_path": "inbox/" + dirname,
        "magic_words": [],
    }
