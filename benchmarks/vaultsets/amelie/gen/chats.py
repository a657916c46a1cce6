"""Chat exports: ChatGPT-style JSON, {"messages": [...]} JSON, and a JSONL."""
import json, uuid, random
from common import path, epoch, iso
import datetime as dt

rnd = random.Random(20251113)
def uid():
    return str(uuid.UUID(int=rnd.getrandbits(128), version=4))

def node(mid, role, text, t, parent):
    return {"id": mid, "message": {
                "id": mid, "author": {"role": role, "name": None, "metadata": {}},
                "create_time": t, "update_time": None,
                "content": {"content_type": "text", "parts": [text]},
                "status": "finished_successfully", "end_turn": role == "assistant",
                "weight": 1.0, "metadata": {}, "recipient": "all", "channel": None},
            "parent": parent, "children": []}

def conversation(title, turns, branch=None):
    """turns: list of (role, text, epoch). branch: (index_of_user_turn, old_text, old_reply)
    -> an earlier version of that user turn kept as a sibling (edited message)."""
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sysid = uid()
    mapping[sysid] = {"id": sysid, "message": {
        "id": sysid, "author": {"role": "system", "name": None, "metadata": {}},
        "create_time": None, "update_time": None,
        "content": {"content_type": "text", "parts": [""]},
        "status": "finished_successfully", "end_turn": True, "weight": 0.0,
        "metadata": {"is_visually_hidden_from_conversation": True},
        "recipient": "all", "channel": None}, "parent": root, "children": []}
    mapping[root]["children"].append(sysid)
    parent = sysid
    for i, (role, text, t) in enumerate(turns):
        if branch and i == branch[0]:
            old_u = uid(); old_a = uid()
            mapping[old_u] = node(old_u, "user", branch[1], t - 240, parent)
            mapping[parent]["children"].append(old_u)
            mapping[old_a] = node(old_a, "assistant", branch[2], t - 225, old_u)
            mapping[old_u]["children"].append(old_a)
        mid = uid()
        mapping[mid] = node(mid, role, text, t, parent)
        mapping[parent]["children"].append(mid)
        parent = mid
    cid = uid()
    return {"title": title, "create_time": turns[0][2] - 2, "update_time": turns[-1][2],
            "mapping": mapping, "moderation_results": [], "current_node": parent,
            "plugin_ids": None, "conversation_id": cid, "conversation_template_id": None,
            "gizmo_id": None, "gizmo_type": None, "is_archived": False, "is_starred": None,
            "safe_urls": [], "default_model_slug": "gpt-4o", "conversation_origin": None,
            "voice": None, "async_status": None, "disabled_tool_ids": [], "id": cid}

def dump(rel, obj):
    with open(path(rel), "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)

E = epoch

def build():
    # ================================================================ ChatGPT May 2025
    gite = conversation("Gîte de remplacement en Bretagne", [
        ("user", "Bonsoir. La propriétaire du gîte qu'on avait réservé à Ploumanac'h pour août vient "
         "d'annuler (dégât des eaux, travaux tout l'été). On part du samedi 2 au samedi 16 août. "
         "On est 4 la première semaine (mon mari Daniel, nos enfants Théo 10 ans et Rose 7 ans, et "
         "moi), puis 6 la deuxième semaine avec mes beaux-parents anglais qui viennent en train.\n\n"
         "Mes critères :\n- 3 chambres minimum\n- à moins de 800 m d'une plage\n- jardin clos (Rose "
         "part en vadrouille)\n- pas trop loin d'une gare pour les beaux-parents\n- budget max "
         "1 600 € pour les deux semaines\n\nOn vient de Lyon en voiture et Daniel déteste les longs "
         "trajets, donc côte nord plutôt que Finistère sud. Où et comment chercher à la mi-mai ?",
         E("2025-05-20 21:14")),
        ("assistant", "Je suis désolé pour l'annulation, c'est vraiment frustrant à trois mois du "
         "départ. La bonne nouvelle, c'est que mi-mai il reste encore des disponibilités, surtout "
         "si vous êtes un peu flexibles sur la zone. Voici une approche en plusieurs étapes.\n\n"
         "**1. Élargir la zone géographique intelligemment**\nAvec vos critères (gare proche, côte "
         "nord, trajet raisonnable depuis Lyon), plusieurs secteurs sont intéressants :\n- la baie "
         "de Lannion (Trébeurden, Locquirec, Saint-Michel-en-Grève) : gares de Lannion ou de "
         "Plouaret, et Morlaix pour le TGV ;\n- la baie de Saint-Brieuc et la côte de Penthièvre "
         "(Erquy, Pléneuf-Val-André) : gare de Lamballe ou de Saint-Brieuc ;\n- la côte d'Émeraude "
         "(Saint-Cast, Saint-Jacut) : plus proche de Lyon, mais souvent plus cher en août ;\n- le "
         "Trégor intérieur à 5–10 km de la mer, où les prix baissent nettement.\n\n**2. Multiplier "
         "les canaux**\n- les grandes plateformes de location, avec alertes sur vos critères ;\n- "
         "les offices de tourisme, qui tiennent souvent des listes de meublés classés avec des "
         "propriétaires qui ne sont pas en ligne ;\n- les réseaux de gîtes labellisés ;\n- les "
         "groupes locaux sur les réseaux sociaux (« location vacances Trégor ») ;\n- le bouche-à-"
         "oreille : collègues, patients, amis bretons.\n\n**3. Négocier les semaines**\nCertains "
         "propriétaires ne louent que du samedi au samedi : deux semaines chez deux propriétaires "
         "différents peut être une solution de secours (une maison plus grande pour la deuxième "
         "semaine).\n\n**4. Préparer un message type**\nPrésentez votre famille, les dates, le "
         "nombre de personnes, et précisez que vous êtes des locataires soigneux ; cela rassure "
         "beaucoup les particuliers.\n\n**5. Vérifier avant de verser un acompte**\nDemandez des "
         "photos récentes, l'adresse exacte, un contrat écrit et évitez les paiements par mandat "
         "ou vers des comptes étrangers.\n\nSouhaitez-vous que je vous rédige un message type à "
         "envoyer aux propriétaires ?", E("2025-05-20 21:15")),
        ("user", "Update : on a réservé Ker Héol à Locquirec, la gare de Morlaix est à 25 minutes. "
         "Tu peux me proposer un programme pour la deuxième semaine avec les grands-parents ? "
         "Geoff veut faire du kayak, Margaret aime les chapelles et les jardins.",
         E("2025-06-20 21:40")),
        ("assistant", "Félicitations, Locquirec est un très bon choix : c'est un petit port abrité, "
         "avec plusieurs plages accessibles à pied et un sentier côtier superbe. Voici une "
         "proposition de programme pour la deuxième semaine, en gardant un rythme tranquille.\n\n"
         "**Samedi** : accueil des grands-parents à la gare de Morlaix, installation, balade au "
         "port en fin de journée.\n**Dimanche** : matinée plage, après-midi sur le sentier "
         "côtier vers la pointe, goûter en terrasse.\n**Lundi** : kayak dans la baie de Morlaix "
         "pour Geoff et les enfants (réservez une sortie encadrée), visite de Morlaix et de son "
         "viaduc pour les autres.\n**Mardi** : journée jardins – il existe plusieurs jardins "
         "remarquables dans le Trégor et le pays de Morlaix ; prévoyez un pique-nique.\n**Mercredi** "
         ": marché et chapelles des environs ; beaucoup de petites chapelles sont ouvertes l'été.\n"
         "**Jeudi** : château du Taureau en bateau depuis Carantec (réserver à l'avance).\n"
         "**Vendredi** : journée libre, crêpes, derniers bains.\n\nQuelques conseils : consultez "
         "les horaires de marée pour les activités nautiques, prévoyez des coupe-vent même en "
         "août, et gardez une option de repli pour les jours de pluie (musées, aquarium, "
         "piscine couverte). Voulez-vous que j'adapte ce programme selon la météo ou l'âge des "
         "enfants ?", E("2025-06-20 21:41")),
    ])

    edi = conversation("Edinburgh trip – travel and coffee", [
        ("user", "I'm going to a physio conference in Edinburgh from 11 to 14 June – I'm giving a "
         "talk. Honestly I'd much rather take the train whenever the journey is under about five "
         "hours (I hate planes, airports, the whole circus), but from Lyon it's 10+ hours with two "
         "changes, so I'm flying this time. I always want an aisle seat, and the hotel has to be "
         "quiet because I sleep badly away from home. Any tips for a 3-night work trip like this?",
         E("2025-05-08 22:02")),
        ("assistant", "That sounds like a great trip – congratulations on the talk! Here are some "
         "practical tips for a short conference trip where you're presenting.\n\n**Travel**\n- "
         "Book your seat as soon as check-in opens and choose the aisle; many airlines let you "
         "pay a small fee to reserve it earlier.\n- Travel with carry-on only so you can leave "
         "the airport quickly and don't risk losing your presentation clothes.\n- Keep your "
         "slides in at least two places (USB stick and cloud) and bring your own adaptor and "
         "clicker.\n\n**Hotel and sleep**\n- When booking, explicitly request a quiet room away "
         "from the lift, the street and the bar; courtyard-facing rooms are often best in old "
         "city centres.\n- Pack earplugs and an eye mask; Edinburgh has very long daylight hours "
         "in June, with light until around 10:30 pm.\n- Try to keep your usual bedtime routine "
         "the night before your talk.\n\n**Getting around**\n- The city centre is compact and "
         "walkable, but hilly and cobbled – comfortable shoes help.\n- The tram links the airport "
         "to the centre.\n\n**Conference**\n- Check the room and the AV setup the day before.\n- "
         "Plan one quiet hour for yourself each day.\n\nWould you like a packing list or help "
         "preparing for questions after your talk?", E("2025-05-08 22:03")),
        ("user", "Also coffee, this matters. I drink a noisette – an espresso with just a dash of "
         "milk – in the morning, never oat milk (to me it tastes like cardboard), and nothing "
         "after 3pm or I won't sleep. Where would I find that near the Old Town? Do people there "
         "even know what a noisette is?", E("2025-05-08 22:09")),
        ("assistant", "Good question – coffee culture in Edinburgh is strong, but the vocabulary "
         "is different from France.\n\n**How to order it**\nMost UK cafés won't recognise "
         "\"noisette\". The closest is a **macchiato** (an espresso \"marked\" with a little milk "
         "or foam) – in specialty cafés that's usually exactly what you want. In chains, a "
         "macchiato can be a large sweet drink, so say \"a single espresso with just a splash of "
         "cold milk\" or \"an espresso macchiato, please\".\n\n**Avoiding oat milk**\nMany "
         "independent cafés now use oat milk by default in flat whites and lattes. Ask for "
         "\"dairy milk\" or \"cow's milk\" explicitly.\n\n**Where to look**\nThe Old Town and the "
         "streets around the university have many independent specialty coffee shops; look for "
         "places that list their roaster and their espresso blend. Hotel breakfast coffee is "
         "often filter coffee, so an early walk to a café can be worth it.\n\n**Timing**\nIf you "
         "want to stay caffeine-free after 3 pm, most places offer decaf espresso, and herbal "
         "teas are widely available.\n\nEnjoy the trip!", E("2025-05-08 22:10")),
    ], branch=(2, "Also, where can I get good coffee in Edinburgh?",
               "Edinburgh has a great independent coffee scene, especially around the Old Town "
               "and the university area. Look for specialty cafés that name their roaster, and "
               "try a flat white, which is the local favourite."))
    dump("chats/chatgpt/conversations-2025-05.json", [edi, gite])

    # ================================================================ ChatGPT Sept 2025
    pw = conversation("Password manager for a small practice", [
        ("user", "Our online booking software sent us a security notice yesterday about suspicious "
         "sign-in attempts. Context: I run a physio practice in Lyon with one partner (Julien) and "
         "a part-time receptionist (Inès). Our passwords currently live in a notebook in the "
         "front-desk drawer, and the guest wifi password had ended up in a Google review at some "
         "point this year. I know. Which password manager would you recommend for three people, "
         "with the receptionist only seeing some entries?", E("2025-09-10 21:30")),
        ("assistant", "Good that you're acting quickly – the notice is a useful push. For a small "
         "team of three with different access levels, the key features are shared vaults or "
         "collections, per-user permissions, two-factor authentication and an easy browser "
         "extension.\n\n**Options commonly used by small practices**\n1. **Bitwarden (Teams or "
         "Business plan)** – open-source, audited, reasonably priced, supports collections with "
         "per-user permissions (read-only, hide passwords, etc.). Good browser and mobile apps.\n"
         "2. **1Password Business** – very polished interface, excellent family/team sharing, "
         "travel mode; more expensive per user.\n3. **KeePass / KeePassXC** – free and offline; "
         "sharing means syncing a database file, which is fiddly for several people and easy to "
         "get wrong.\n4. **Browser-built-in managers** – convenient, but poor at sharing and at "
         "separating professional and personal accounts.\n\n**Whatever you choose**\n- Enable "
         "2FA on the password manager itself and on the booking software.\n- Create separate "
         "accounts for each person rather than one shared login.\n- Rotate the guest Wi-Fi "
         "password regularly and keep it separate from the network your card terminal and "
         "computers use.\n- Shred the notebook once everything is migrated.\n\nIn France, also "
         "think about health-data obligations: booking software handling patient data should "
         "be hosted by a certified health-data host; your vendor can confirm this.\n\nWould you "
         "like a step-by-step migration plan?", E("2025-09-10 21:31")),
        ("user", "OK, decision made: we went with Bitwarden, the Teams plan – Julien agreed this "
         "morning. How do I set up collections so Inès only sees the front-desk things (booking "
         "software, printer, the phone line) and not the bank or URSSAF logins?",
         E("2025-09-11 13:05")),
        ("assistant", "Great choice. Here is a simple structure that works well for a small "
         "practice.\n\n**1. Create the organisation**\nOne organisation for the practice, with "
         "you and Julien as owners/admins (two admins so nobody is locked out).\n\n**2. Create "
         "collections by sensitivity**\n- *Accueil* (front desk): booking software reception "
         "account, printer, phone system, supplier portals for consumables.\n- *Cabinet – "
         "associés*: bank, tax and social-contribution accounts, accountant portal, insurance.\n"
         "- *Informatique*: router admin, Wi-Fi, card terminal, domain/e-mail admin.\n\n**3. "
         "Assign permissions**\nGive Inès access to *Accueil* only; consider \"can view, hide "
         "passwords\" for items she only needs to autofill.\n\n**4. Migrate carefully**\nChange "
         "each password as you move it (especially anything in the notebook), enable 2FA where "
         "possible, and store recovery codes in a safe place offline.\n\n**5. Train and review**\n"
         "A 30-minute session with Inès, then a quick review every six months.\n\nDo you want a "
         "checklist you can print for the migration day?", E("2025-09-11 13:06")),
    ])

    achilles = conversation("Coming back from Achilles tendinopathy", [
        ("user", "I'm a physio myself, 38, trail runner, so you can be technical. Left insertional "
         "Achilles tendinopathy since early July – Dr Besson, a sports doctor, confirmed it on "
         "ultrasound in mid-July. I pulled out of my September trail race entirely (for about a "
         "week I thought I'd drop to the 14k instead, but no, not sensible). I'm now at 20 minutes "
         "of continuous easy running, pain 1/10 in the morning.\n\nI want a 12-week return plan. "
         "Things about me: I run in the mornings before clinic; when I run I only listen to "
         "podcasts, never music (music makes me run too fast); I hate treadmills; I do my calf "
         "work at home in the evening.", E("2025-09-24 06:50")),
        ("assistant", "Thanks for the detailed context – that makes it much easier. Here's a "
         "framework you can adapt, using pain-monitored progression rather than fixed dates.\n\n"
         "**Guiding rules**\n- Pain during running ≤ 3/10, settling within 24 h, and no increase "
         "in morning stiffness the next day.\n- Increase only one variable at a time (duration, "
         "frequency, hills or speed).\n- With an insertional presentation, avoid loading into "
         "deep dorsiflexion early: no heel drops below the step, limit steep uphill running and "
         "very low-drop shoes in the first phases.\n\n**Weeks 1–4: build frequency**\n3–4 runs "
         "per week, 20–35 min easy on flat, soft-but-stable surfaces. Calf strength 3×/week "
         "(heavy slow resistance on the flat, seated soleus work).\n\n**Weeks 5–8: build "
         "duration**\nOne longer run progressing from 45 to 70 min; gentle rolling terrain; add "
         "strides once a week if symptoms stay quiet.\n\n**Weeks 9–12: reintroduce trail "
         "specifics**\nGradual hills (uphill first, then short controlled downhill), one session "
         "with the club, plyometric progressions (pogo hops, skipping) if strength tests are "
         "good.\n\n**Testing milestones**\nSingle-leg heel raises to fatigue within 10 % of the "
         "other side; hop tests pain-free before steep descents.\n\nEnjoy the podcasts – a calm "
         "pace is exactly what you want in this phase. Would you like this as a weekly table?",
         E("2025-09-24 06:52")),
    ])
    dump("chats/chatgpt/conversations-2025-09.json", [pw, achilles])

    # ================================================================ messages-format chats
    cuisine = {"messages": [
        {"role": "user", "timestamp": iso("2025-03-09 18:20"),
         "content": "Tu peux me faire un menu de la semaine pour 4 (2 adultes, enfants de 10 et "
                    "7 ans) ? Contraintes :\n- moi je ne mange pas de viande rouge (volaille et "
                    "poisson ça va)\n- je déteste le fenouil et tout ce qui a un goût d'anis "
                    "(pastis, badiane, même l'estragon)\n- j'adore les plats épicés et la cuisine "
                    "libanaise\n- Daniel (mon mari) ne supporte pas les olives\n- Rose ne mange "
                    "pas de poisson, sauf les fish sticks (!)\n- Théo est allergique au kiwi\n- "
                    "30 minutes max en semaine, je rentre du cabinet à 19h30."},
        {"role": "assistant", "timestamp": iso("2025-03-09 18:21"),
         "content": "Voici une proposition de menu de semaine qui respecte toutes vos contraintes, "
                    "avec des plats rapides et une touche épicée pour vous.\n\n**Lundi** : poulet "
                    "sauté au paprika fumé, riz et haricots verts (piment à part pour les "
                    "adultes).\n**Mardi** : dahl de lentilles corail au lait de coco, pain naan "
                    "– doux pour les enfants, harissa à table.\n**Mercredi** : croquettes de "
                    "poisson maison pour les adultes et Théo, et filets de poisson panés pour "
                    "Rose, purée de patate douce.\n**Jeudi** : taboulé libanais bien persillé, "
                    "houmous, falafels au four et pain pita.\n**Vendredi** : pâtes au pesto de "
                    "roquette, tomates cerises rôties, mozzarella.\n**Samedi** : poulet shawarma "
                    "maison (marinade yaourt, cumin, cannelle), sauce à l'ail, salade de chou.\n"
                    "**Dimanche** : soupe de légumes d'hiver et croque-monsieur à la volaille.\n\n"
                    "Aucune recette ne contient de fenouil, d'anis, d'estragon, d'olives ni de "
                    "kiwi. Pour gagner du temps : préparez le dahl et la marinade du shawarma le "
                    "dimanche, et doublez les quantités de riz pour le lendemain. Voulez-vous la "
                    "liste de courses correspondante ?"},
        {"role": "user", "timestamp": iso("2025-03-09 18:27"),
         "content": "Parfait. Pour vendredi, on ira sûrement chez Nour comme d'habitude – c'est "
                    "notre resto préféré, un libanais sur le plateau. Remplace vendredi par un "
                    "truc pour samedi midi à la place."},
        {"role": "assistant", "timestamp": iso("2025-03-09 18:28"),
         "content": "Très bonne idée, un vendredi au restaurant libanais, c'est une belle façon de "
                    "finir la semaine ! Pour samedi midi, je vous propose :\n\n**Samedi midi** : "
                    "galettes de sarrasin complètes (jambon de volaille, œuf, fromage), salade "
                    "verte, et crêpes au sucre en dessert. C'est rapide, les enfants peuvent "
                    "participer, et vous pouvez ajouter des champignons poêlés et du piment "
                    "d'Espelette pour les adultes.\n\nLe shawarma passe alors au samedi soir. "
                    "Souhaitez-vous que je recalcule la liste de courses ?"},
    ]}
    dump("chats/assistant/cuisine-semaine-2025-03.json", cuisine)

    music = {"messages": [
        {"role": "user", "timestamp": iso("2025-08-21 14:02"),
         "content": "We're moving our physio practice to bigger premises this autumn and I want "
                    "to sort out the music for the waiting room and the treatment rooms. My own "
                    "taste, for what it's worth: I love 70s soul – Bill Withers, Minnie Riperton, "
                    "Curtis Mayfield – and French 60s pop, Françoise Hardy above everything. I "
                    "can't stand techno or anything with a heavy bass line, and I really dislike "
                    "commercial radio with ads and chatty presenters. Julien, my partner, likes "
                    "jazz, which I find fine in small doses. What would you suggest, and do we "
                    "need a licence in France?"},
        {"role": "assistant", "timestamp": iso("2025-08-21 14:03"),
         "content": "Background music in a healthcare setting should support a calm atmosphere "
                    "without drawing attention. Here are some suggestions and practical points.\n"
                    "\n**Waiting room**\n- Soft soul and acoustic playlists at low volume: "
                    "mid-tempo tracks, warm vocals, no sudden changes in dynamics.\n- French "
                    "chanson and 60s pop work well and feel familiar to most patients.\n- Avoid "
                    "lyrics-heavy or emotionally intense songs; instrumental versions are a good "
                    "compromise.\n\n**Treatment rooms**\n- Let the therapist control the volume "
                    "and allow patients to ask for silence.\n- Instrumental jazz, acoustic guitar "
                    "or ambient music usually suits manual therapy and relaxation work.\n- Keep "
                    "a separate, more energetic playlist for exercise or group sessions.\n\n"
                    "**Licensing in France**\nPlaying music in a space open to the public "
                    "generally requires a licence from the collective management organisations "
                    "(for authors and for performers/producers). Fees depend on the size of the "
                    "space and the type of activity; some healthcare waiting rooms have specific "
                    "tariffs. Alternatively, royalty-free or specifically licensed background "
                    "music services include the rights in their subscription.\n\n**Practical "
                    "tips**\n- Use a dedicated device and an ad-free service.\n- Review the "
                    "playlist every few months so staff don't get tired of it.\n\nWould you like "
                    "a starter playlist structure?"},
        {"role": "user", "timestamp": iso("2025-08-21 14:10"),
         "content": "Thanks. For myself at the desk, when I do paperwork and reports, I actually "
                    "prefer silence or rain sounds – no music at all, I end up singing along."},
        {"role": "assistant", "timestamp": iso("2025-08-21 14:11"),
         "content": "That makes sense – many people find lyrics compete with reading and writing "
                    "tasks. Rain sounds, brown noise or simple nature recordings can mask "
                    "background noise without demanding attention. Noise-cancelling headphones "
                    "could also help in a busy practice. You might block your paperwork into "
                    "focused 45–60 minute sessions with a short break in between."},
    ]}
    dump("chats/assistant/waiting-room-music-2025-08.json", music)

    # ================================================================ JSONL quick questions
    lines = [
        ("user", "Bail commercial ou bail professionnel pour un cabinet de kinés, c'est quoi la "
                 "différence en deux mots ?", "2025-02-03 13:10"),
        ("assistant", "En bref : le bail professionnel (professions libérales) dure au moins 6 "
                      "ans, le locataire peut partir à tout moment avec 6 mois de préavis, et il "
                      "n'y a pas de droit au renouvellement ni d'indemnité d'éviction. Le bail "
                      "commercial (3-6-9) offre plus de protection (droit au renouvellement) mais "
                      "il est plus contraignant. Les kinés peuvent opter pour l'un ou l'autre ; "
                      "faites relire le projet par un juriste.", "2025-02-03 13:10"),
        ("user", "Is a noisette the same as a macchiato? It's what I order every morning – "
                 "espresso with a dash of milk, never oat.", "2025-04-22 07:41"),
        ("assistant", "Very close! A noisette is an espresso with a small amount of milk, named "
                      "for its hazelnut colour. An espresso macchiato is an espresso \"stained\" "
                      "with a little milk foam. In a specialty café, ordering a macchiato will "
                      "get you something very similar to a noisette.", "2025-04-22 07:41"),
        ("user", "How do you say \"rampe d'accès PMR\" in English for a grant form?",
         "2025-06-25 12:30"),
        ("assistant", "\"Wheelchair access ramp\" or, more formally, \"accessible entrance ramp "
                      "(for people with reduced mobility)\". PMR = personnes à mobilité réduite.",
         "2025-06-25 12:30"),
        ("user", "I can't stand fennel or anything aniseed. What can I use instead in a "
                 "Provençal fish soup recipe?", "2025-07-20 19:05"),
        ("assistant", "Use celery (stalks and leaves) for the fresh crunch, a little leek for "
                      "sweetness, and orange zest plus a pinch of saffron for the Provençal "
                      "aroma. Skip the pastis and star anise.", "2025-07-20 19:05"),
        ("user", "Remind me how this works: I need to answer the trail race organisers before "
                 "31 December about my 2025 entry. What's the best way to set a reminder I "
                 "won't ignore?", "2025-09-02 22:15"),
        ("assistant", "Set a reminder with a date AND a location trigger, or better, put it on "
                      "your calendar as a task with a due date a couple of weeks early (e.g. 15 "
                      "December) and an alarm. Draft the e-mail now and save it in your drafts, "
                      "so when the reminder pops up, it's one click.", "2025-09-02 22:15"),
        ("user", "Quel est le taux de TVA sur les séances de kiné ?", "2025-10-06 12:48"),
        ("assistant", "Les actes de kinésithérapie réalisés dans le cadre de la profession "
                      "réglementée sont exonérés de TVA. Certaines prestations non thérapeutiques "
                      "(bien-être, certains cours collectifs hors prescription) peuvent en "
                      "revanche y être soumises : vérifiez avec votre comptable pour les futurs "
                      "cours de groupe.", "2025-10-06 12:48"),
        ("user", "Explain to my English in-laws what \"APC\" is in a French primary school. "
                 "Our son's teacher proposed APC on Thursday lunchtimes for fractions and we said "
                 "yes.", "2025-10-16 20:02"),
        ("assistant", "APC (activités pédagogiques complémentaires) are short sessions of extra "
                      "help in small groups, run by the class teacher outside normal lesson "
                      "time – often at lunchtime or after school. They're free, need parental "
                      "agreement and usually last a few weeks on a specific skill.",
         "2025-10-16 20:03"),
        ("user", "Londres à Pâques avec les enfants : train ou avion ? Moi je préfère toujours "
                 "le train quand c'est faisable, même si c'est un peu plus long.",
         "2025-11-03 21:20"),
        ("assistant", "Depuis Lyon, le train (TGV direct ou via Paris puis Eurostar) met environ "
                      "5 à 6 heures de centre à centre ; l'avion est plus court en vol mais, avec "
                      "les transferts et les contrôles, l'écart se réduit. Avec des enfants, le "
                      "train est souvent plus confortable. Réservez tôt pour les vacances de "
                      "Pâques.", "2025-11-03 21:21"),
    ]
    with open(path("chats/assistant/questions-rapides-2025.jsonl"), "w", encoding="utf-8") as f:
        for role, content, t in lines:
            f.write(json.dumps({"role": role, "content": content, "timestamp": iso(t)},
                               ensure_ascii=False) + "\n")

if __name__ == "__main__":
    build()
