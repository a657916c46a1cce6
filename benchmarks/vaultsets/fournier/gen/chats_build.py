import json
from lib import chatgpt_conversation, write_json, write, iso, LONDON

# ------------------------------------------------------------------ ChatGPT export, May 2025
HOUSE_U1 = ("My dad is 76 and is having a total hip replacement (right side) on Tuesday 3 June at St Dunstan's "
            "Hospital in Canterbury. He lives with my mum (73) in a two-storey terraced house, bathroom upstairs, "
            "one banister, lots of rugs. I live in Lyon and I'll be there from 1 June for two weeks. "
            "What should we prepare in the house before he comes home?")
HOUSE_U1_OLD = ("My dad is having a hip operation in June, what do we need at home? He's 76.")
HOUSE_A1_OLD = ("Here are a few general things to prepare for someone coming home after hip surgery: a raised toilet "
                "seat, a firm chair with arms, clear walkways and a way to reach things without bending. "
                "If you tell me more about the house I can be more specific.")
HOUSE_A1 = """Good that you're thinking about this before the operation - the first two weeks at home are much easier if the house is ready. Here's a practical checklist, roughly in order of importance.

**1. Remove trip hazards**
- Take up the loose rugs (all of them, even the "harmless" ones). They're the number-one cause of falls with a walking frame.
- Tape down or re-route any cables crossing walkways.
- Make sure there's a clear path at least as wide as a frame (about 60-70 cm) between bed, bathroom, kitchen and his chair.
- Add night lights on the landing and in the bathroom.

**2. Chairs and bed height**
- After a hip replacement he shouldn't bend more than 90°, so low sofas and armchairs are out. A firm chair with arms, where his hips are higher than his knees, is ideal. Chair raisers can help.
- The bed should be high enough that he can sit on the edge with feet flat and knees slightly lower than hips.

**3. Bathroom**
- Raised toilet seat (ideally with arms or a frame around the toilet).
- A shower seat or perching stool, and a non-slip mat.
- If there's only a bath with an over-bath shower, ask the occupational therapist (OT) - climbing into a bath is usually not allowed in the early weeks.

**4. Stairs**
- A second stair rail on the other side of the staircase is one of the most useful adaptations; many OTs recommend it. The hospital usually won't supply it, but it can be fitted by a handyman or joiner.
- Practise the "up with the good, down with the bad" rule with the physio before discharge.

**5. Kitchen and daily living**
- Move everyday items to between waist and shoulder height.
- A perching stool for the kitchen, a trolley to carry plates and cups (he can't carry things while using a frame).
- Long-handled grabber, sock aid, long shoe horn, elastic laces or slip-on shoes with a back.

**6. Practical**
- Stock the freezer with easy meals.
- Put his medication list and the ward phone number on the fridge.
- Think about who does what for the first week: showering help, shopping, driving to appointments.

The hospital OT will usually visit or phone before the operation to check the house and deliver equipment - ask them directly about the stair rail and the shower. Would you like a printable checklist?"""
HOUSE_U2 = ("Thanks. Another question: the hospital asked if he'll go home or to a short respite stay. There's a care "
            "home near the university (Blean House) that does two-week stays. Dad says no way. Mum is worried she "
            "can't manage. We haven't decided anything yet - what are the pros and cons?")
HOUSE_A2 = """That's a very common dilemma, and there's no single right answer. Here are the main considerations.

**Going home with support**
- Pros: people generally recover faster and with less confusion in a familiar environment; he can practise his own stairs and bathroom from day one; it respects his wishes (which matters for motivation).
- Cons: puts strain on your mum, especially for washing, dressing and nights; needs a reliable care package arranged in advance.
- Typical set-up: a home-care agency visiting once or twice a day (morning for washing/dressing, evening for undressing and compression stockings), family cover at weekends, and the community physio.

**Short respite / convalescent stay**
- Pros: 24-hour help, your mum can rest, nursing staff can spot complications early.
- Cons: cost (often £1,000-£1,600 a week privately), some older people lose confidence or become disorientated, and the transition home still has to happen later.

**How to decide**
1. Ask the ward physio and OT for their honest view of his mobility after day 2.
2. Ask your mum what she can realistically do - not what she thinks she should do.
3. Get quotes from one or two home-care agencies now, so the option is real.
4. Keep the respite stay as a fallback if your mum becomes unwell.

If it helps, I can draft a list of questions to ask a care agency."""
HOUSE_U3 = ("Last thing - I'm travelling from Lyon. Everybody tells me to fly to Gatwick because it's cheaper, but I'd "
            "much rather take the train: I hate flying, airports stress me out and I can work on the train. "
            "Lyon to Ashford via Lille is about 6 hours. Is that reasonable?")
HOUSE_A3 = """Entirely reasonable - and for Canterbury the train often wins on door-to-door time anyway.

- **Train**: Lyon Part-Dieu → Lille Europe (about 3 hours), then a cross-Channel train to Ashford International (under 30 minutes of travel, but allow 45-60 minutes for check-in and border controls at Lille), then a local train or taxi to Canterbury (20-30 minutes). Total: around 6-7 hours, with usable working time.
- **Plane**: Lyon → Gatwick is under 2 hours in the air, but add getting to Saint-Exupéry, security, boarding, and then Gatwick → Canterbury (around 2 hours by train with a change). Door to door it's often 6+ hours too, with far less useful time.

Tips for the train: book a flexible fare in case the operation date moves again, choose a seat with a table, and keep a buffer at Lille. If you're bringing cheese for your dad, keep it well wrapped - it's allowed, but your fellow passengers will thank you."""

LEASE_U1 = ("Bonjour. Je suis co-gérante d'une fromagerie à Lyon. On vient de trouver un accord avec la régie pour le "
            "renouvellement de notre bail commercial : 1 620 € HT par mois au lieu des 1 780 € qu'ils proposaient "
            "(on payait 1 450), avec une indexation annuelle sur l'ILC. La signature est prévue le 12 juin. "
            "Tu peux m'expliquer simplement comment marche la clause d'indexation ILC et à quoi faire attention ?")
LEASE_A1 = """Bonjour ! Félicitations pour l'accord - passer de 1 780 à 1 620 € est une belle négociation. Voici l'essentiel sur la clause d'indexation.

**1. Le principe**
L'ILC (indice des loyers commerciaux) est publié chaque trimestre par l'INSEE. La clause prévoit que le loyer est révisé automatiquement chaque année, à la date anniversaire, selon la formule :

nouveau loyer = loyer actuel × (ILC du trimestre de référence de l'année N ÷ ILC du même trimestre de l'année N-1)

**2. Points à vérifier dans votre bail**
- **Le trimestre de référence** : il doit être fixé clairement (par exemple « le dernier indice publié à la date de révision » ou « l'ILC du 4e trimestre »).
- **La réciprocité** : une clause qui ne joue qu'à la hausse est réputée non écrite. L'indexation doit pouvoir baisser le loyer si l'indice baisse.
- **L'indice de base** : la première indexation doit partir de l'indice en vigueur à la date de prise d'effet du nouveau bail.
- **Le plafonnement de la variation** : pour les baux commerciaux, si l'indexation fait varier le loyer de plus de 25 % par rapport au dernier loyer fixé, vous pouvez demander une révision judiciaire.
- **La distorsion** : la période de variation de l'indice doit correspondre à la période entre deux révisions.

**3. À faire**
- Demander à votre avocate de relire la formule exacte.
- Noter dans votre agenda la date anniversaire et vérifier chaque année le calcul de la régie.
- Garder les publications INSEE utilisées.

Souhaitez-vous un petit tableau pour simuler le loyer sur neuf ans avec différentes hypothèses d'ILC ?"""

# ------------------------------------------------------------------ ChatGPT export, Sept 2025
TILES_U1 = ("Hi! Bathroom renovation question. Small bathroom (5 m2) in Lyon, my plumber Yannick Garnier starts on "
            "Monday 6 October. We decided against a bathtub - it'll be a walk-in shower, 120x90, with a niche. "
            "I've chosen the tiles: a matte terrazzo-effect porcelain, colour 'Sable', 60x60 on the floor and in the "
            "shower, 30x60 on the walls, from Carrelages Rhodaniens in Villeurbanne. For the record I really can't "
            "stand glossy white metro tiles, so please don't suggest them. What grout colour and joint width would you use?")
TILES_A1 = """Nice choice - matte terrazzo-effect porcelain in a warm sand tone works beautifully in a small bathroom, and large formats mean fewer joints to clean.

**Grout colour**
- For a calm, seamless look, pick a grout that matches the *background* colour of the tile, not the chips. For a "Sable" tone that usually means a warm beige or light greige.
- Avoid pure white grout on the floor and in the shower: it shows every mark.
- If you want the chips to stand out, go half a shade darker than the background.
- Ask the tile shop for grout samples and test them on an offcut - grout always dries lighter or darker than it looks wet.

**Joint width**
- Rectified large-format porcelain (60x60, 30x60): 2 mm is typical, 3 mm if the tiles aren't perfectly rectified or the walls aren't perfectly flat.
- In the shower floor with a linear drain, your plumber may prefer 3 mm for slope tolerances.

**Grout type**
- In the shower: an epoxy or high-performance cementitious grout (low water absorption, more resistant to mould). Epoxy is harder to apply but almost maintenance-free.
- Elsewhere: a good cement grout with water-repellent additive is fine.

**Other tips**
- Offset 30x60 wall tiles by a third, not by half, to avoid lippage.
- Plan the niche so that tile cuts fall neatly at its edges - tell your plumber the tile size before he frames it.
- Use silicone (same colour as the grout) in the internal corners and at the floor/wall junction, not grout.

Would you like a short list of questions to go through with your plumber before he starts?"""
TILES_U2 = "Yes please, short."
TILES_A2 = """Here's a short pre-start checklist for your plumber:

1. Where exactly will the niche go, and at what height (relative to the tile joints)?
2. Which waterproofing system is used under the tiles, and up to what height on the walls?
3. What slope will the shower floor have, and where will the linear drain sit?
4. Which grout and silicone does he recommend, and who supplies them?
5. Where will the thermostatic mixer and shower head be positioned?
6. How long must the shower dry before first use?
7. How will dust be contained in the rest of the flat?
8. What's the plan if a tile is damaged during installation - are spare tiles kept aside?
9. How is the final handover (réception) organised and how are any defects (réserves) recorded?"""

RATE_U1 = ("Salut. Je suis traductrice littéraire (anglais → français). Mon éditrice au Pont-Levis a signé un avenant "
           "en juillet : mon tarif est passé à 23,50 € le feuillet (avant c'était 21 €) pour la deuxième moitié du "
           "roman, et le rendu est repoussé au 15 novembre. Est-ce que 23,50 € c'est dans la moyenne ? Et comment "
           "je négocie mieux la prochaine fois ?")
RATE_A1 = """Bonne nouvelle d'avoir obtenu une revalorisation en cours de contrat - ce n'est pas si fréquent.

**Où se situe 23,50 € le feuillet ?**
D'après les enquêtes de rémunération des associations de traducteurs littéraires, les tarifs pour l'anglais vers le français se situent en général dans une fourchette d'environ 21 à 25 € le feuillet, avec des écarts selon l'éditeur, la difficulté du texte et l'expérience. 23,50 € est donc plutôt dans la moyenne haute pour un texte difficile, surtout si l'éditeur a aussi accepté de décaler le calendrier.

**Pour négocier la prochaine fois**
1. **Arriver avec des données** : les enquêtes de rémunération, vos tarifs précédents, le niveau de difficulté (dialecte, vocabulaire technique, jeux de mots).
2. **Estimer précisément la longueur** : faites un essai sur un chapitre pour calculer le nombre de feuillets réel ; un texte plus long que prévu justifie un ajustement de l'à-valoir.
3. **Négocier l'ensemble** : tarif au feuillet, pourcentage de droits, seuil de passage à un pourcentage plus élevé, droits audio et poche, délai de paiement de l'à-valoir.
4. **Prévoir une clause de révision** si le calendrier est modifié à la demande de l'éditeur.
5. **Rester dans le relationnel** : les éditeurs fidélisent les traducteurs fiables - votre rendu en avance de la partie 1 est un argument.

Voulez-vous que je vous aide à préparer un argumentaire type ?"""
RATE_U2 = ("Oui, merci. Autre chose : pour les corrections, je préfère de loin recevoir un PDF annoté plutôt que le "
           "suivi des modifications de Word, que je trouve illisible. Je lui ai déjà demandé. Et j'ai promis à "
           "Bérénice de lui envoyer le glossaire des toponymes d'ici fin octobre - tu peux me proposer un format "
           "de tableau pour ça ?")
RATE_A2 = """Bien sûr. Pour un glossaire des toponymes destiné à l'éditrice (et à la fabrication, par exemple pour une carte), un tableau simple et exhaustif est le plus utile :

| Toponyme original | Graphie retenue en français | Réel / inventé | Première occurrence (chapitre, page) | Remarque |
|---|---|---|---|---|
| Faversham | Faversham | réel | ch. 1, p. 3 | pas de traduction |
| Saltwick Marsh | Saltwick Marsh | inventé | ch. 2, p. 18 | « marsh » explicité la 1re fois |
| The Swale | la Swale | réel | ch. 4, p. 51 | article féminin, comme une rivière |

Quelques conseils :
- Triez par ordre alphabétique du toponyme original, et ajoutez si besoin une deuxième feuille triée par ordre d'apparition.
- Indiquez explicitement les cas où vous avez choisi de traduire, et pourquoi.
- Mentionnez les noms qui apparaissent sur la carte de début de volume.

Et pour les corrections : le PDF annoté est en effet plus lisible pour beaucoup de traducteurs ; vous pouvez proposer à l'éditrice d'utiliser les outils de commentaire et de surlignage, avec un code couleur simple (rouge = erreur, bleu = suggestion, vert = question)."""


def build_chatgpt():
    may = [
        chatgpt_conversation("Preparing Dad's house after hip surgery", [
            ("user", HOUSE_U1, "2025-05-18 21:04"), ("assistant", HOUSE_A1, "2025-05-18 21:05"),
            ("user", HOUSE_U2, "2025-05-18 21:17"), ("assistant", HOUSE_A2, "2025-05-18 21:18"),
            ("user", HOUSE_U3, "2025-05-18 21:30"), ("assistant", HOUSE_A3, "2025-05-18 21:31"),
        ], "may-house", edited=(0, HOUSE_U1_OLD, HOUSE_A1_OLD)),
        chatgpt_conversation("Clause d'indexation ILC bail commercial", [
            ("user", LEASE_U1, "2025-05-09 22:41"), ("assistant", LEASE_A1, "2025-05-09 22:42"),
        ], "may-lease"),
    ]
    write_json("chats/chatgpt/conversations-2025-05.json", may)
    sep = [
        chatgpt_conversation("Grout for terrazzo-effect tiles", [
            ("user", TILES_U1, "2025-09-14 10:12"), ("assistant", TILES_A1, "2025-09-14 10:13"),
            ("user", TILES_U2, "2025-09-14 10:20"), ("assistant", TILES_A2, "2025-09-14 10:20"),
        ], "sep-tiles"),
        chatgpt_conversation("Tarif traduction littéraire", [
            ("user", RATE_U1, "2025-09-24 23:02"), ("assistant", RATE_A1, "2025-09-24 23:03"),
            ("user", RATE_U2, "2025-09-24 23:11"), ("assistant", RATE_A2, "2025-09-24 23:12"),
        ], "sep-rate"),
    ]
    write_json("chats/chatgpt/conversations-2025-09.json", sep)


# ------------------------------------------------------------------ assistant exports (messages)
def build_assistant():
    tax = {"messages": [
        {"role": "user", "timestamp": iso("2025-04-12 10:30"),
         "content": "I'm French tax resident (I live in Lyon) but I'm half British and I own a small flat in "
                    "Whitstable, Kent, which I let through an agency. I also have a UK current account with a bit of "
                    "interest. I do a UK Self Assessment every year with an accountant in Canterbury (Gareth), and "
                    "my French return with my expert-comptable. My accountant says the UK rent must ALSO go on my "
                    "French return, on form 2047 and then box 8TK. Why, if it's already taxed in the UK? Am I paying twice?"},
        {"role": "assistant", "timestamp": iso("2025-04-12 10:31"),
         "content": """Short answer: no, you're not paying twice - but it does affect your French tax rate.

**Why the UK rent appears on your French return**
Under the France-UK double tax treaty, income from immovable property (your Whitstable flat) may be taxed in the country where the property is located - the UK. France, as your country of residence, still takes your worldwide income into account, but it eliminates double taxation by granting a **tax credit equal to the French tax** on that income.

**How it works in practice**
1. You declare the UK rental income on form **2047** (foreign income), converted into euros.
2. You carry it to box **8TK** of form 2042 C ("revenus ouvrant droit à un crédit d'impôt égal à l'impôt français").
3. France calculates your tax on all income (including the UK rent), then removes the French tax attributable to that rent via the credit.
4. Result: the rent isn't taxed again in France, but it's included when working out the rate applied to your other income (the "taux effectif" method). So your French income is taxed at a slightly higher rate.

**Other points**
- Social charges (prélèvements sociaux) on foreign rental income: rules vary depending on your social security situation; ask your expert-comptable.
- Use a consistent exchange rate method each year.
- Declare your UK bank accounts on form **3916**.
- Interest from the UK account goes on 2047 too, usually with a tax credit equal to the UK tax actually paid.

**UK side**
- As a non-resident landlord, your letting agent either deducts basic-rate tax or pays you gross if you have HMRC approval under the Non-Resident Landlord Scheme.
- The Self Assessment online deadline is 31 January following the end of the tax year (which ends on 5 April).

Would you like a checklist of documents to gather for both returns?"""},
        {"role": "user", "timestamp": iso("2025-04-12 10:40"),
         "content": "Yes please, a checklist. And keep it short - I'll give it to my brother too, he never knows what to keep."},
        {"role": "assistant", "timestamp": iso("2025-04-12 10:41"),
         "content": """Here's a compact checklist.

**For the UK return (Self Assessment)**
- Annual statement from the letting agent (rent received, fees deducted)
- Invoices for repairs and maintenance (boiler, gas safety certificate, smoke alarms)
- Landlord insurance schedule
- Non-Resident Landlord approval letter, if you have one
- Bank interest certificate from your UK bank
- Your UTR number and Government Gateway login

**For the French return**
- Amounts of UK rental income and UK tax paid, converted to euros (same exchange-rate method each year)
- Form 2047 figures, box 8TK amount
- Details of all foreign bank accounts for form 3916
- Your French professional income (BNC statement from your accountant)

**Good habits**
- One folder per tax year, with both countries' documents together.
- Scan paper letters the day they arrive.
- Keep everything at least six years (UK) / three years plus the current one (France), longer if in doubt."""},
    ]}
    write_json("chats/assistant/impots-france-uk-2025-04.json", tax)

    choir = {"messages": [
        {"role": "user", "timestamp": iso("2025-09-07 18:20"),
         "content": "Bon, besoin d'aide pour réorganiser mes semaines. Ma chorale (le chœur Allegro) a déménagé : "
                    "maintenant c'est le jeudi de 19h45 à 21h45 à la Maison de quartier Hénon, salle des Tisseuses "
                    "(avant c'était le mardi à la MJC). Louise (11 ans, en 6e) a escalade le jeudi de 18h à 19h30 à "
                    "l'autre bout du plateau. Je traduis le matin, la boutique l'après-midi sauf le lundi. Comment je "
                    "fais tenir tout ça ?"},
        {"role": "assistant", "timestamp": iso("2025-09-07 18:21"),
         "content": """Voici quelques pistes pour faire tenir le jeudi soir sans courir :

**1. Le créneau critique : jeudi 19h30 → 19h45**
- Louise finit l'escalade à 19h30 et votre répétition commence à 19h45 ailleurs sur le plateau. C'est serré mais faisable si quelqu'un d'autre récupère Louise.
- Options : un covoiturage avec un autre parent du club d'escalade (vous prenez le trajet aller, l'autre parent le retour), ou Louise rentre seule à pied si le trajet est sûr et éclairé (à 11 ans, beaucoup de familles commencent).
- Vous pouvez aussi négocier d'arriver à 19h55 à la chorale les semaines difficiles - les chefs de chœur préfèrent un choriste un peu en retard qu'absent.

**2. Le dîner**
- Préparer le dîner du jeudi le mercredi soir (plat qui se réchauffe), et Louise mange en rentrant.

**3. Vos plages de travail**
- Gardez vos matinées de traduction sanctuarisées.
- Le lundi (boutique fermée) peut servir de rattrapage pour la traduction ou l'administratif.

**4. Un planning visible**
- Un tableau hebdomadaire sur le frigo avec qui fait quoi le jeudi, et un agenda partagé avec le père de Louise pour les semaines où elle est chez lui.

Voulez-vous que je vous propose un planning type de la semaine ?"""},
        {"role": "user", "timestamp": iso("2025-09-07 18:35"),
         "content": "Merci. Dernière chose, pour le plaisir : on prépare le concert de Noël. J'adore Fauré, le "
                    "Cantique de Jean Racine me fait pleurer à chaque fois. Par contre je ne supporte pas les "
                    "arrangements gospel façon Sister Act qu'Étienne veut absolument nous faire chanter. Tu aurais "
                    "d'autres pièces de Noël, dans l'esprit de Fauré, à lui suggérer ? Et pour Noël lui-même on ne sait "
                    "pas encore si on va à Canterbury ou si mes parents viennent, on verra."},
        {"role": "assistant", "timestamp": iso("2025-09-07 18:36"),
         "content": """Avec plaisir ! Quelques pièces de Noël pour chœur, dans une esthétique proche de Fauré (harmonie riche, lignes souples, sobriété) :

- **Saint-Saëns - Oratorio de Noël**, en particulier « Tecum principium » ou le « Tollite hostias » final, très accessible pour un chœur amateur.
- **Gounod - « Noël » ou « Jésus de Nazareth »**, dans le même romantisme français.
- **Duruflé - « Ubi caritas »** (pas strictement de Noël, mais souvent programmé en hiver), magnifique et pas trop long.
- **Poulenc - « O magnum mysterium »** (Quatre motets pour le temps de Noël) : plus exigeant harmoniquement, mais superbe.
- **Adolphe Adam - « Minuit, chrétiens »** en version chœur, si Étienne veut un morceau populaire.
- **Holst - « In the Bleak Midwinter »** ou **Darke** pour une touche anglaise, dans un esprit proche de Rutter.

Pour convaincre votre chef, vous pouvez proposer un équilibre : garder une pièce gospel (le public aime souvent), et introduire une pièce de Saint-Saëns ou Duruflé pour la cohérence du programme.

Et pour Noël en famille, n'hésitez pas si vous voulez réfléchir aux deux options (voyage à Canterbury ou accueil de vos parents à Lyon)."""},
    ]}
    write_json("chats/assistant/chorale-jeudi-2025-09.json", choir)

    quick = [
        ("user", "Comment dit-on « perching stool » en français ? C'est pour mon père (prothèse de hanche) — je traduis "
                 "la liste de l'ergothérapeute pour ma mère qui préfère tout en français… elle est anglaise, c'est absurde.",
         "2025-02-03 09:12"),
        ("assistant", "On dit généralement « tabouret assis-debout » ou « tabouret haut d'appui ». Dans les catalogues "
                      "médicaux français, on trouve aussi « siège assis-debout ». C'est un tabouret haut, légèrement incliné, "
                      "qui permet de s'appuyer sans s'asseoir complètement - utile pour cuisiner ou se laver au lavabo sans "
                      "plier la hanche au-delà de 90°.", "2025-02-03 09:12"),
        ("user", "Plateau de fromages pour 8 personnes samedi, vin rouge léger. Je suis fromagère donc pas besoin des "
                 "bases : mon préféré c'est le Saint-Marcellin bien coulant, je le mets toujours, et par pitié pas de "
                 "fromage à la truffe, je déteste ça. Propose 5 fromages qui se répondent.", "2025-03-21 17:40"),
        ("assistant", "Avec un Saint-Marcellin coulant comme point de départ, voici un plateau équilibré (pâte molle, "
                      "pressée, persillée, chèvre, croûte lavée) :\n1. Saint-Marcellin affiné (crémeux, lactique)\n"
                      "2. Comté 18-24 mois (noisette, cristaux)\n3. Crottin de chèvre demi-sec (acidité, fraîcheur)\n"
                      "4. Époisses ou Langres (croûte lavée, puissance)\n5. Fourme d'Ambert (persillé doux)\n"
                      "Ordre de dégustation : chèvre, Saint-Marcellin, Comté, croûte lavée, bleu. Avec un rouge léger "
                      "(gamay, pinot noir), évitez un bleu trop salé. Pain de campagne et quelques noix suffisent.",
         "2025-03-21 17:41"),
        ("user", "Quick one: what's 'retenue de garantie' in English (building works)? Writing to my brother.",
         "2025-07-12 08:05"),
        ("assistant", "In UK construction it's called a **retention** (or \"retention money\"): a percentage, often 5%, "
                      "held back from the final payment until any snagging items (defects) are fixed. The list of defects "
                      "at handover is the \"snagging list\", and \"réception des travaux\" is usually \"practical completion\" "
                      "or simply the handover.", "2025-07-12 08:05"),
        ("user", "Musique pour travailler : je traduis, je ne supporte pas les paroles quand j'écris. Des idées au-delà "
                 "de Satie et Bill Evans ?", "2025-08-18 08:30"),
        ("assistant", "Quelques pistes instrumentales et calmes : Keith Jarrett (The Köln Concert), Nils Frahm (Felt), "
                      "Ólafur Arnalds, le Clavier bien tempéré de Bach par Angela Hewitt, les Gymnopédies orchestrées, "
                      "Brad Mehldau en trio, ou des albums de piano de Chilly Gonzales (Solo Piano). Pour les longues "
                      "sessions, les playlists « ambient » sans rythme marqué aident à rester concentré.",
         "2025-08-18 08:31"),
        ("user", "What's a polite way to chase an editor for feedback in English? Not for my main publisher, for an agency.",
         "2025-10-02 14:10"),
        ("assistant", "Something like: \"Hi [Name], I hope you're well. I just wanted to follow up on the translation I "
                      "sent on [date] - do you have any feedback, or is there anything else you need from me? Happy to "
                      "make any changes. Best wishes, ...\" Short, friendly, and it gives them an easy way to reply.",
         "2025-10-02 14:11"),
    ]
    lines = [json.dumps({"role": r, "content": c, "timestamp": iso(t)}, ensure_ascii=False) for r, c, t in quick]
    write("chats/assistant/questions-rapides-2025.jsonl", "\n".join(lines) + "\n")


def build():
    build_chatgpt()
    build_assistant()
