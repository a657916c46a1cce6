# -*- coding: utf-8 -*-
"""Markdown notes and plain-text files (path relative to vault/ -> text)."""
from c_long import L1, L2, L3

NOTES = {}

NOTES["notes/journal/2024-10-27-toussaint-en-vrac.md"] = L1
NOTES["notes/journal/2025-02-16-vacances-hiver.md"] = L2
NOTES["notes/journal/2025-05-11-long-weekend-ramble.md"] = L3

# ---------------------------------------------------------------- cabanon
NOTES["notes/cabanon/toiture.md"] = """---
title: Toiture cabanon
created: 2024-10-10
updated: 2024-11-14
tags: [cabanon, travaux, toit]
status: en cours
---

# Toiture du cabanon (Les Goudes)

Surface couverture : ~22 m² (pan unique côté mer + petit appentis).
État (visite du 5 oct avec Cassar) : tuiles canal anciennes, 3 cassées côté mer, liteaux fatigués, fuite au-dessus du lit du fond, génoise à reprendre par endroits.

## Devis reçus

| Entreprise | Date | Montant TTC | Contenu | Remarque |
|---|---|---|---|---|
| Toitures Cassar (Manu Cassar) | 08/10/2024 | 4 850 € | dépose + liteaux + écran sous-toiture + tuiles canal neuves | recommandé par Nadia, dispo au printemps |
| Toits du Sud | 29/10/2024 | 6 100 € | idem + gouttières alu | délai 6 mois, commercial pénible |
| (Karim) bac acier, estimation | 12/11/2024 | ~2 900 € | panneaux acier imitation tuile | idée de Karim |

## Décision (14/11)

Bac acier retenu avec Karim : moins cher, plus léger, posé en deux jours. À confirmer avec Cassar (il fait aussi le bac acier ?) et avec la mairie.

## Checklist

- [x] devis Cassar
- [x] 2e devis (Toits du Sud)
- [ ] vérifier si une déclaration préalable est nécessaire (site classé ??)
- [ ] demander à Cassar un devis bac acier
- [ ] gouttières : prévoir le raccord vers la future cuve (voir note citerne)
- [ ] élaguer les branches du figuier qui touchent le toit (sans le tuer !! Mama)

Travaux prévus : printemps 2025, idéalement vacances de printemps ou mi-mai.

Notes :
- Cassar : 06 00 00 41 27 (fictif), préfère les SMS.
- Ne pas oublier les photos avant/après pour le dossier mairie.
"""

NOTES["notes/cabanon/citerne-eau.md"] = """---
title: Eau au cabanon – citerne
created: 2025-01-12
updated: 2025-03-02
tags: [cabanon, eau, citerne, orsini]
---

# Eau au cabanon

Pas de raccordement au réseau (jamais eu). Papa : bidons remplis chez le voisin du bas / fontaine du port.
Idée : récupérer l'eau du toit → gouttière côté nord → cuve → petite pompe de surface → évier + douche extérieure.

Plombier : **Didier Orsini** (Orsini Plomberie, rue de Lodi), passé le 10 janvier.

## Options (visite Orsini 10/01)

| Option | Capacité | Prix approx. | Pour | Contre |
|---|---|---|---|---|
| Cuve enterrée | 3000 L | ~4 200 € posée (terrassement + BRH) | invisible, eau fraîche | rocher à 40 cm, mini-pelle, trop cher |
| Cuve aérienne | 1000 L | ~400 € + pose ~350 € | simple, pas cher | visible, eau chaude l'été |
| 2 cuves aériennes | 2 × 1000 L | ~800 € + pose | plus de réserve | place (surtout depuis la clôture du voisin…) |

Calcul pluie (ChatGPT, après correction de la surface) → une cuve de 1000 L se remplit plusieurs fois par an, largement assez pour nous.

## Décision

**12/02** — on part sur l'aérienne (1000 L, derrière le cabanon, côté nord), Karim d'accord au téléphone. L'enterrée, on oublie : trop cher et le terrain est de la roche.
Cuve commandée le 20/02 chez Brico Provence, retrait au magasin de La Valentine (la référence exacte est dans le mail de confirmation de commande).

## Suivi

- [x] commander la cuve + kit raccord + socle
- [x] pose par Orsini (samedi 1er mars, matin)
- [x] pompe de surface branchée, testée
- [ ] Orsini doit revenir poser le filtre à feuilles + le trop-plein (il attend la pièce)
- [ ] peindre la cuve ou la cacher (canisses ?) – l'ABF n'aime pas le plastique visible
- [ ] écrire la procédure d'amorçage de la pompe → fait, voir docs/howto-amorcer-pompe.txt

Remarque : 1000 L = 1 m³, env. 12 douches + la vaisselle d'un long week-end. Couper la pompe en partant !
"""

NOTES["notes/cabanon/permis-mairie.md"] = """---
title: Déclaration préalable – mairie
created: 2025-01-25
updated: 2025-05-07
tags: [cabanon, mairie, urbanisme, administratif]
---

# Déclaration préalable de travaux (DP)

Pourquoi : réfection de toiture + cuve visible + (plus tard) volets → en site classé des Calanques / cœur du Parc national, tout passe par une DP, avec avis de l'ABF (Architecte des Bâtiments de France).

## Pièces (formulaire Cerfa 13703)

- [x] plan de situation (Géoportail)
- [x] plan de masse avec emplacement de la cuve
- [x] photos de près et de loin (prises le 26/01 avec Yanis)
- [x] notice : matériaux, teintes
- [x] pouvoir signé de Karim (indivision)
- [x] dépôt au guichet urbanisme : **lundi 3 février 2025**

N° de dossier : sur le récépissé reçu par e-mail le 4 février (pièce jointe) — à recopier ici un jour…

## Instruction

- délai normal 1 mois → **2 mois** car consultation ABF (site classé)
- panneau d'affichage sur le terrain : posé le 8 février (photo dans le dossier)
- 5 mai : arrêté de non-opposition reçu, avec prescriptions ABF (tuiles terre cuite, pas de bac acier, teintes du nuancier du Parc pour les menuiseries). Transféré à Karim le 7/05.
- affichage de l'arrêté sur le terrain : fait le 10 mai (panneau + photo), recours des tiers 2 mois

## Reste à faire

- [ ] Déposer la DAACT (déclaration attestant l'achèvement et la conformité des travaux) une fois le toit fini
- [ ] garder les photos datées de l'affichage (au cas où Pellegrin conteste…)
- [ ] vérifier si les volets repeints nécessitent une nouvelle DP (a priori non si teinte du nuancier)

Contact : service urbanisme, instruction secteur Sud — Mme Claire Vidal (très aimable au téléphone le mardi matin).
"""

NOTES["notes/cabanon/cloture-voisin.md"] = """---
title: Clôture – litige Pellegrin
created: 2024-12-15
updated: 2025-05-26
tags: [cabanon, voisin, pellegrin, bornage, conciliation]
---

# Clôture / voisin (G. Pellegrin, cabanon d'à côté)

## Chronologie

- **déc. 2024** : découverte d'un grillage vert neuf sur poteaux béton entre chez nous et Pellegrin. Les pierres blanches de papa (limite) sont passées de son côté. J'estime une quarantaine de cm chez nous, sur toute la longueur.
- **12 janv.** : discussion avec Pellegrin sur place. « Ça a toujours été comme ça », « votre père était d'accord ». Ton qui monte.
- **fin janv.** : le notaire me donne le nom d'une géomètre-expert : **Laure Rinaldi** (cabinet Rinaldi, Marseille 8e).
- **15 mars** : bornage contradictoire sur place, Pellegrin convoqué par LRAR, présent au début, reparti avant la fin.
- **18 mars** : compte rendu de Laure Rinaldi par e-mail + PV de bornage à signer par les deux parties. Elle confirme l'empiètement (chiffres dans son mail).
- **25 mars** : courrier à Pellegrin (version retravaillée avec l'IA pour enlever l'énervement), demande de déplacer la clôture avant le 30 avril.
- **2 avril** : réponse de Pellegrin par mail (tapée par sa fille), à imprimer pour le conciliateur.
- **10 avril** : saisine du conciliateur de justice (gratuit) via le formulaire en ligne.
- **24 avril** : convocation reçue pour le **vendredi 20 juin, 14h30**. Karim m'a envoyé son pouvoir.

## Où on en est (màj 26/05)

**En attente** : la signature du PV de bornage par Pellegrin (toujours rien), et la conciliation du 20 juin. Si échec → tribunal judiciaire (action en bornage judiciaire), Karim prêt à payer un avocat, moi moins.

## À apporter à la conciliation

- [ ] PV de bornage + plan de la géomètre
- [ ] photos de déc. 2024 (grillage neuf) + vieilles photos de papa avec les pierres blanches (album 1995 chez Mama)
- [ ] copie du courrier du 25 mars + sa réponse
- [ ] attestation de propriété (notaire)
- [ ] pouvoir de Karim

Ne PAS s'énerver. Rester factuelle. Mama : « c'est quarante centimètres, benti ».
"""

# ---------------------------------------------------------------- somme
NOTES["notes/somme/voyage-somme-2025.md"] = """---
title: Voyage mémoire Somme – avril 2025
created: 2024-09-15
updated: 2024-11-28
tags: [collège, voyage, somme, 14-18, 3e]
classes: [3eB, 3eD]
---

# Voyage mémoire dans la Somme (3e B + 3e D)

Dates visées : **mardi 8 → vendredi 11 avril 2025** (juste avant les vacances de printemps zone B).
Effectif : 48 élèves + 3 accompagnateurs (Julien Marchetti – anglais, Sophie Lemaire – lettres, moi) + 1 AED si possible.

## Objectifs

- programme de 3e, thème 1 : la Première Guerre mondiale, violence de masse
- EMC : mémoire, commémoration, monuments
- anglais (Julien) : Commonwealth, Terre-Neuve, lettres de soldats britanniques
- français (Sophie) : atelier d'écriture « lettres du front »

## Programme prévisionnel

| Jour | Matin | Après-midi | Soir |
|---|---|---|---|
| J1 mar. 8 | trajet | Historial de la Grande Guerre (Péronne) | installation hébergement |
| J2 mer. 9 | Thiepval | Lochnagar + Beaumont-Hamel (mémorial terre-neuvien) | veillée lettres |
| J3 jeu. 10 | Vimy (mémorial canadien) | Notre-Dame-de-Lorette + Anneau de la Mémoire | bilan |
| J4 ven. 11 | musée Somme 1916 (Albert) | trajet retour | — |

(J3 très chargé, à rediscuter avec Julien)

## Transport

Option car depuis Marseille : ~10 h de route, nuit supplémentaire → NON.
Option train : TGV direct Marseille → TGV Haute-Picardie puis car local sur place → OUI (demande de devis groupe SNCF faite le 2/10).

## Hébergement

- CIS de Péronne : complet sur nos dates
- piste : Albert (central, près de Thiepval et La Boisselle) → à rappeler

## Budget prévisionnel (sept.)

| Poste | Total |
|---|---|
| Train groupe A/R | 5 900 € |
| Car local 4 jours | 2 600 € |
| Hébergement 3 nuits pension complète | 5 200 € |
| Visites / ateliers | 900 € |
| Divers / imprévus | 280 € |
| **Total** | **14 880 €** |

Soit environ **310 € par élève** (prévisionnel, avant aides). Chercher : subvention conseil départemental, FSE, tombola.

## Contacts

- Gestionnaire : Mme Odile Pastor
- Principal : M. Thierry Guasco (CA du 24/09 : voyage voté)
- Historial : service des réservations groupes (réserver la visite guidée + atelier)
"""

NOTES["notes/somme/autorisations-checklist.md"] = """---
title: Voyage Somme – papiers élèves
updated: 2025-04-03
tags: [voyage, somme, administratif]
---

# Papiers à récupérer (3e B)

Légende : A = autorisation parentale, F = fiche sanitaire, CNI = pièce d'identité (copie), PAI si besoin

- [x] Adam K. — A, F, CNI
- [x] Camille D. — A, F, CNI
- [x] Chloé V. — A, F, CNI
- [x] Enzo R. — A, F, CNI
- [x] Inaya S. — A, F, CNI, PAI (asthme)
- [x] Ilyes M. — A, F, CNI
- [x] Jade P. — A, F, CNI
- [x] Lucas G. — A, F, CNI
- [x] Malik H. — A, F (CNI apportée le 31/03 enfin)
- [x] Maëlys T. — A, F, CNI, PAI (allergie arachide, sévère — trousse d'urgence + stylo adrénaline x2)
- [x] Noah B. — A, F, CNI
- [x] Rayan B. — A, F, CNI
- [x] Sarah L. — A, F, CNI
- [x] Théo C. — A, F, CNI
- [x] Yasmine A. — A, F, CNI
- [ ] Zoé F. — A, F, CNI — **ne part pas** (raison familiale), remboursement à voir avec Mme Pastor

## Divers

- [x] liste des PAI transmise au centre d'hébergement (menus sans arachide)
- [x] ordre de mission signé pour les accompagnateurs
- [x] trousse de secours vérifiée avec l'infirmière
- [x] numéros des familles imprimés (2 exemplaires, un pour Julien)
- [ ] récupérer les autorisations de droit à l'image pour le site du collège (il en manque 6)
"""

# ---------------------------------------------------------------- chorale
NOTES["notes/chorale/chorale-2024-2025.md"] = """---
title: Chorale – saison 2024-2025
created: 2024-09-12
updated: 2024-12-20
tags: [chorale, musique, calanca]
pupitre: alti 2
---

# Ensemble vocal Calanca – saison 2024-2025

- Cheffe de chœur : Hélène Vasseur
- Pianiste : Jeanne Roux (jusqu'à Noël — elle part à Lyon en janvier, remplaçant à trouver)
- Répétitions : mardi 19h30–21h30, salle paroissiale Saint-Michel (5e), à 10 min à pied
- Cotisation 2024-25 : 165 € (payée par chèque le 24/09, AG le même soir)
- Mon pupitre : alti 2, rang du fond, entre Gwen et Martine

## Répertoire

### Concert de Noël (sam. 14 décembre)
- Adam, « Minuit, chrétiens » (arrangement Hélène)
- Rutter, « Candlelight Carol » et « Star Carol »
- traditionnel provençal, « Li a proun de gènt »
- Gospel « Go Tell It on the Mountain »

### Juin
- Programme pas encore fixé. Hélène parle de quelque chose de latin et « plus exigeant ».

## Ce que j'aime / ce que je n'aime pas

Franchement : Rutter, c'est joli cinq minutes mais c'est trop sirupeux pour moi, ça me colle aux dents, je chante ça en pensant à autre chose. Je préfère mille fois le répertoire sacré français (Fauré, Duruflé, Poulenc), les trucs où les altos ont enfin une vraie ligne et pas juste des « ouh » derrière les sopranes. Le gospel, j'aime bien quand c'est Hélène qui le dirige, pas quand c'est le ténor du fond qui veut faire le show.

Je n'aime pas non plus chanter par cœur sans partition en concert : j'ai toujours peur du trou. Hélène veut qu'on le fasse pour Noël. Bon.

## Notes de répétition

- 17/09 : placement des voix, Hélène nous a fait chanter en quatuors (horreur)
- 08/10 : travail du « Minuit, chrétiens », respirations à marquer mes. 12 et 28
- 19/11 : filage Noël, trop lent, les ténors en retard
- 10/12 : dernière répétition avec Jeanne avant son départ, petit pot, j'ai apporté des cornes de gazelle (succès)
- 14/12 : concert de Noël, église pleine, Yanis est venu (!) et a dit « c'était pas mal » (= très bien)
"""

# ---------------------------------------------------------------- yanis
NOTES["notes/yanis/brevet-revisions.md"] = """---
title: Brevet 2025 – plan de révisions Yanis
created: 2025-02-23
updated: 2025-05-18
tags: [yanis, brevet, révisions]
---

# Brevet 2025 — Yanis (3e)

Épreuves écrites : **jeudi 26 et vendredi 27 juin 2025**.
Oral : début juin au collège (horaire à confirmer par Mme Ortega, sa prof principale).
Sujet d'oral : **« Le Parc national des Calanques : protéger ou ouvrir ? »** (EPI SVT / géo, avec un diaporama de 8 diapos max).

Maths : Inès Haddad (étudiante L3 maths, Luminy), le mercredi 17h–18h30.

## Plan (version 2, après le brevet blanc)

| Semaine | Maths | Français | Histoire-géo-EMC | Sciences |
|---|---|---|---|---|
| 10–16 mars | calcul littéral | dictée + réécriture | repères chronologiques | physique : énergie |
| 17–23 mars | géométrie | compréhension | 1re GM | SVT : génétique |
| 24–30 mars | fonctions | rédaction | 2de GM | techno |
| 31 mars–6 avril | annales 2023 | annales | cartes de France | annales |
| vacances | 2 annales complètes | 1 rédaction / semaine | fiches EMC | révisions libres |
| mai | exercices ciblés avec Inès | lectures | régimes totalitaires | annales |
| juin | annales chronométrées | annales | révisions globales | annales |

## Règles qu'on s'est fixées

- 45 min max par séance, pause 10 min (il décroche après)
- téléphone dans la cuisine pendant les révisions (négocié durement)
- le week-end : une matinée de révisions seulement
- fiches bristol + Anki sur son téléphone pour les dates (il aime bien l'appli, tant mieux)

## À surveiller

- [x] calculatrice mode examen (achetée le 28/02)
- [x] diaporama de l'oral envoyé à Mme Ortega pour relecture
- [ ] répéter l'oral en entier 3 fois (chrono : 5 min d'exposé + 10 min d'échange)
- [ ] préparer la trousse + pièce d'identité + convocation la veille de l'écrit
"""

# ---------------------------------------------------------------- classe
NOTES["notes/classe/progression-3e.md"] = """---
title: Progression histoire 3e – thème 1
year: 2024-2025
tags: [collège, 3e, histoire, 14-18, ressources]
---

# 3e — Thème 1 : L'Europe, un théâtre majeur des guerres totales (1914-1945)

## Chapitre 1 : Civils et militaires dans la Première Guerre mondiale (sept.–oct.)

Séances :
1. Entrée par une photo : Verdun, paysage lunaire (Vidéo IGN « avant/après »)
2. Violence de masse : la Somme, 1er juillet 1916 — chiffres, cartes, témoignages (lien avec le voyage d'avril !)
3. Les civils : arrière, mobilisation économique, femmes au travail
4. Le génocide des Arméniens
5. Les soldats coloniaux : tirailleurs sénégalais, marocains, algériens — témoignages, cartes postales, place dans les mémoires
6. Évaluation : analyse d'un document + repères

## Films et extraits

Je préfère montrer des extraits de « Joyeux Noël » (Christian Carion, la trêve de 1914) plutôt que « 1917 » : trop violent et trop immersif pour des 3e, et la trêve lance mieux le débat sur la fraternisation et la propagande. En complément : extraits d'« Apocalypse, la 1re Guerre mondiale » (colorisé, ils adorent), et pour les soldats coloniaux le court documentaire de l'ECPAD.

Pas « Les Sentiers de la gloire » en entier, trop long pour une heure, mais la scène du procès marche avec les 3e à l'heure de l'EMC.

## Ressources

- Carnets de Louis Barthas (extraits photocopiés, classeur bleu)
- Lettres de poilus : recueil de Radio France (Sophie en a fait un atelier)
- Cartes : Historial de Péronne, pack pédagogique (à télécharger)
- Dossier du voyage Somme : voir notes/somme/

## Évaluations

| Date | Type | Classes |
|---|---|---|
| 08/10 | analyse de document (lettre de soldat) | 3eB, 3eD |
| 17/10 | repères + vocabulaire | 3eB, 3eD |
| 05/11 | tâche complexe : « raconter la bataille de la Somme » | 3eB |

## À améliorer l'an prochain

- plus de place pour les mémoires familiales (enquête auprès des grands-parents)
- préparer le voyage en amont dès le chapitre 1 (carnet de bord)
"""

# ---------------------------------------------------------------- perso
NOTES["notes/perso/idees-cadeaux.md"] = """---
title: Idées cadeaux
updated: 2025-05-02
tags: [perso, cadeaux, famille]
---

# Idées cadeaux (à tenir à jour !)

## Mama — 70 ans (juillet 2025)

Pistes (rien de décidé, en parler avec Karim) :
- week-end à Fès avec moi ? (elle dit qu'elle est trop fatiguée pour voyager…)
- bijou : bracelet en argent de chez le bijoutier de la rue d'Aubagne
- une nouvelle machine à coudre (la sienne a 30 ans et elle recoud tout le quartier)
- album photo de famille numérisé (demander à Karim les photos de Montréal)
- un fauteuil releveur ? trop « vieille dame », elle va le prendre mal

## Yanis — brevet (quoi qu'il arrive)

- vélo (le sien est trop petit)
- stage de voile cet été à la Pointe-Rouge
- PAS de nouvelle console

## Karim

- un pot de confiture de figues du cabanon (il pleure à chaque fois)
- maillot de l'OM (il me le demande tous les ans)

## Hélène (fin de saison chorale)

- cagnotte collective, voir avec Gwen

## Claire (50 ans, fait ✔)

- bon pour un massage + livre de cuisine libanaise
"""

# ---------------------------------------------------------------- daily notes
NOTES["notes/daily/2024-09-03.md"] = """# mardi 3 septembre 2024

Rentrée élèves. Survivante.

- 3e B (je suis prof principale), 3e D, 4e A, 5e C. Salle 114, vidéoproj HS évidemment.
- 3e B : 27 élèves, ça a l'air d'être un bon groupe. Malik va me donner du fil à retordre.
- Réunion équipe HG : on garde le projet Somme, j'en parle au principal jeudi.

Yanis : rentrée en 3e aussi (collège Longchamp-Sud, lui). Il a dit « ça va » = tout va bien.
Inès commence le mercredi 18 septembre, 17h, 20 €/h (payé en liquide, lui faire un reçu pour le crédit d'impôt ? → non, pas déclarée, à voir).

Cabanon : rappeler le notaire pour la signature (17 sept., 10h). Karim signe par procuration.

À acheter : cahiers Yanis, agenda, cartouches imprimate, croquettes Pistache.
"""

NOTES["notes/daily/2024-11-19.md"] = """# 19/11/2024

- Matin : 2h avec les 3e sur la Somme (1er juillet 1916). Silence total quand j'ai lu les chiffres. Bien.
- Midi : club histoire, la maquette du front avance (pâte à sel partout).
- Soir : répét chorale, filage du programme de Noël, c'était lent, Hélène pas contente. Les ténors…

Skype avec Karim hier soir : on part sur le bac acier pour le toit, il a trouvé un type à Laval qui a fait ça sur son cabanon, c'est moins cher. Je dois en parler à Cassar.

Mama : RDV kiné vendredi 10h, je l'emmène.

Penser : réserver la salle polyvalente pour la réunion parents en janvier.
"""

NOTES["notes/daily/2025-01-20.md"] = """# Monday 20 Jan 2025

Parents' meeting for the Somme trip went well: 41 families out of 48, good questions, nobody shouted. Mme Pastor explained the new price, relief in the room.

Sophie recommended a novel for my 3e for the chapter on colonial soldiers: « Frère d'âme » by David Diop — a Senegalese tirailleur in the trenches, Goncourt des lycéens 2018. She says it's violent in places but extracts work really well in 3e. Ordered 2 copies for the CDI + 1 for me.

Inès emailed about her rate from February, see her email. Fine.

Cabanon: Cassar sends a new quote this week (rotten rafters). Orsini came for the tank on the 10th, I wrote everything in the citerne note.

Choir tomorrow: first rehearsal with the new pianist!! Hélène sent the intro email.

- [x] reply to Mme Pastor
- [ ] book the Historial guided visit
- [ ] passport/ID check for the 3e B list
"""

NOTES["notes/daily/2025-03-08.md"] = """# samedi 8 mars 2025

Résultats du brevet blanc de Yanis : **318/400** au total. Français 68/100, maths 61/100 (aïe), HG-EMC 78/100, sciences 41/50, oral blanc 70/100 (pas noté comme le vrai). On est contents, lui surtout pour l'HG (« tu vois que j'ai pas besoin de toi »). J'ai écrit à Inès pour lui demander ce qu'il faut travailler en maths d'ici juin.

Cabanon : la cuve est posée depuis samedi dernier (Orsini, 3h de boulot, nickel). Pompe ok. Il reste le filtre et le trop-plein.
La géomètre vient samedi prochain 9h, Pellegrin convoqué. J'ai mal au ventre d'avance.

Voyage : plus qu'un mois. Il faut que je fasse la circulaire de départ pour les parents cette semaine.

Le soir : couscous chez Mama avec Yanis. Elle lui a glissé 20 € « pour le brevet blanc ». Il est reparti avec un tupperware de 3 kg.
"""

NOTES["notes/daily/2025-04-12.md"] = """# samedi 12 avril 2025

Rentrés hier soir de la Somme. Morte. Dormi 11 heures.

Tout s'est bien passé. Personne de perdu (une veste oubliée dans le train, récupérée). Inaya a eu une petite crise d'asthme le J2, gérée. Maëlys : aucun souci avec les repas, le centre a été top.

J'écrirai un vrai récit plus tard, là je n'ai pas les mots. Beaumont-Hamel, surtout. Et le bus du retour silencieux après l'Anneau de la Mémoire.

À faire :
- [ ] trier les photos et envoyer le lien aux familles (vérifier les droits à l'image !)
- [x] message de remerciement au centre d'hébergement
- [ ] article pour le site du collège avec les élèves du club
- [ ] récupérer les carnets de bord pour les évaluer

Yanis a été parfait avec Samira apparemment (« il a fait la vaisselle » — je demande des preuves).
Vacances à partir de ce soir. Cabanon demain si le mistral se calme.
"""

NOTES["notes/daily/2025-05-22.md"] = """# jeudi 22 mai 2025 (pont de l'Ascension bientôt)

Passée au cabanon après les cours, la lumière était folle à 19h.

- Le cadenas du portillon était grippé et j'ai vu Pellegrin traîner devant… il connaissait l'ancien code (papa le lui avait donné il y a des années). J'en ai mis un neuf. **Nouveau code cadenas portillon : 3108** (l'ancien ne sert plus à rien). Envoyé par SMS à Karim. Penser à corriger la fiche du cabanon (docs/cabanon-mode-emploi.txt), elle a encore l'ancien.
- Premières figues qui grossissent. Photo envoyée à Mama (via Skype, elle a mis 14 cœurs).
- Cuve pleine aux 3/4. La pompe a démarré du premier coup.
- Pas de nouvelles du filtre d'Orsini.

Yanis révise l'oral, il me l'a fait deux fois hier. 5 min pile. Il est prêt.
"""

NOTES["notes/daily/2025-06-04.md"] = """# mercredi 4 juin 2025

Yanis a passé son oral hier, il est sorti tout content : « elles ont posé des questions sur les navettes de Sormiou, j'avais la réponse ». 

Écrit du brevet dans 3 semaines. Centre d'examen : collège Marie-Mauron (pas le sien !), 20 min en bus, il faudra partir tôt le 26. J'ai mis la convocation imprimée dans son classeur.

Cabanon : toit, voir le dernier mail de Cassar, j'espère qu'il n'y aura pas de nouveau report. Karim me demande tous les jours.
Chorale : générale déplacée (cf. mail d'Hélène sur la liste), concert le 14.
Conciliation Pellegrin le 20. Préparer le dossier ce week-end.

Fatiguée. Mais juin, c'est toujour comme ça.
"""

# ---------------------------------------------------------------- plain text docs
NOTES["docs/cabanon-mode-emploi.txt"] = """CABANON DES GOUDES - MODE D'EMPLOI
(pour Karim, les amis, et moi quand j'oublie)
mis a jour le 02/03/2025 - Fatima

ADRESSE
  7 traverse de la Baie, Les Goudes, 13008 Marseille
  Bus 19 jusqu'a la Madrague puis bus 20 jusqu'au terminus Les Goudes.
  En voiture : parking du port (payant l'ete, plein des 9h en juillet-aout).

ENTRER
  Portillon : cadenas a code, code 1907 (le code de papa, date de naissance de Mama a l'envers).
  Porte du cabanon : cle normale. Cle de secours : sous la jarre bleue derriere le figuier
  (la jarre est lourde, la soulever par le cote, pas par le bord ebreche).
  Remettre la cle de secours EN PLACE en partant.

ELECTRICITE
  Petit panneau solaire + batterie sous l'evier. Suffisant pour 2 lampes, la radio,
  charger les telephones et le routeur. PAS de bouilloire electrique, PAS de seche-cheveux.

INTERNET
  Routeur 4G sur l'etagere a cote de la radio (bouton ON derriere).
  Wi-Fi : Cabanon-Goudes
  Mot de passe wifi : Oursin-Goudes-77
  Forfait 50 Go/mois, eviter Netflix.

EAU
  Cuve 1000 L derriere le cabanon (cote nord), eau de pluie NON POTABLE.
  Pompe : interrupteur rouge a gauche de l'evier. COUPER LA POMPE EN PARTANT.
  Si la pompe tourne dans le vide : voir howto-amorcer-pompe.txt.
  Eau a boire : apporter des bouteilles (ou fontaine du port).
  Douche exterieure : tuyau accroche au figuier, robinet en bas.

GAZ
  Bouteille butane sous le rechaud. Fermer le robinet de la bouteille apres usage.
  Bouteille de rechange : chez le tabac du port (consigne).

FEU / SECURITE
  INTERDIT de faire du feu dehors (massif des Calanques, risque incendie).
  Extincteur derriere la porte. Trousse de secours dans le placard du haut.
  Numero urgence : 112. Pompiers : 18.

VOISINS
  A droite : M. Pellegrin. Poli bonjour-bonsoir, mais ne PAS parler de la cloture
  (litige en cours, c'est moi qui gere).
  A gauche : la famille Santoni, adorables, ils ont un double de rien du tout mais
  ils surveillent.

EN PARTANT
  - couper la pompe et le routeur
  - fermer le gaz
  - volets fermes (crochet du bas aussi, le mistral arrache tout)
  - poubelles : container du port, pas devant le cabanon (goelands)
  - remettre la cle de secours
"""

NOTES["docs/consignes-samira-yanis.txt"] = """Consignes pour Samira - du mardi 8 au vendredi 11 avril 2025
==============================================================

Merci merci merci Samira de garder Yanis pendant que je suis dans la Somme avec les 3e !
Je pars mardi tres tot (6h a la gare), retour vendredi soir tard.

JOINDRE FATIMA
  Portable : 06 00 00 12 34 (fictif) - je reponds le soir apres 21h surtout
  Collegue Julien (si je ne reponds pas du tout) : 06 00 00 56 78 (fictif)

YANIS - EMPLOI DU TEMPS
  Mardi    : 8h-17h college (Longchamp-Sud)
  Mercredi : 8h-12h college, 17h cours de maths avec Ines (elle vient a la maison,
             l'argent est dans l'enveloppe sur le frigo)
  Jeudi    : 8h-17h, foot 18h-19h30 au stade (il y va seul en bus)
  Vendredi : 8h-16h

  Il doit reviser 45 min par soir (brevet !). Il va dire qu'il a tout fini. Il n'a pas tout fini.
  Telephone dans la cuisine a 22h30, c'est la regle, il la connait.

SANTE
  Allergie : aucune (juste les chats, un peu, mais Pistache il s'en fiche).
  Medecin : Dr Amrani, 04 00 00 00 00 (fictif), bd Baille.
  Carte vitale + mutuelle dans la pochette verte, tiroir de l'entree.

MAISON
  Wi-Fi maison : Freebox-5E2A / mot de passe : Panisse-Chichi-13
  Poubelles : sortir le jaune mercredi soir.
  Pistache : croquettes matin et soir (une poignee), la patee le dimanche seulement.
  Plantes : arroser le basilic sur le balcon un jour sur deux.
  Frigo : j'ai fait des courses, il y a des lasagnes au congelateur et du poulet.

EN CAS DE SOUCI
  Mama (Yamina) : 04 00 00 98 76 (fictif) - elle ne peut pas se deplacer (genou) mais
  elle peut conseiller, et elle le fera de toute facon.
  Voisine du 3e, Mme Ferrand : a un double des cles.

Encore merci. Je te ramene des spécialités picardes (il parait que c'est les macarons d'Amiens).
"""

NOTES["docs/howto-amorcer-pompe.txt"] = """HOW-TO : re-amorcer la pompe de surface de la cuve (cabanon)
(explique par Didier Orsini le 1er mars 2025, recopie par moi)

Symptome : la pompe tourne, fait du bruit, mais rien ne sort au robinet.
Cause : de l'air dans le tuyau d'aspiration (cuve presque vide, ou la pompe
est restee allumee a vide, ou on a demonte le filtre).

1. COUPER la pompe (interrupteur rouge a gauche de l'evier). Attendre 1 minute.
2. Verifier qu'il y a au moins 20 cm d'eau dans la cuve (regarder par la trappe du haut).
   Sinon : inutile d'insister, attendre la pluie ou remplir avec des bidons.
3. Devisser le bouchon d'amorcage sur le dessus de la pompe (le bouchon noir,
   PAS le bleu qui est la purge).
4. Remplir le corps de pompe avec de l'eau (bouteille ou arrosoir) jusqu'a ce que ca deborde.
5. Revisser le bouchon bien serre, a la main (pas de pince, le filetage est en plastique).
6. Ouvrir le robinet de l'evier.
7. Rallumer la pompe. Au bout de 10-30 secondes l'eau doit arriver, d'abord par a-coups.
8. Si rien apres 1 minute : couper, recommencer a l'etape 3 (parfois il faut 2 fois).
9. Si toujours rien : verifier que le clapet anti-retour au fond de la cuve
   n'est pas bouche par des feuilles (d'ou l'importance du filtre !).

Ne JAMAIS laisser la pompe tourner a vide plus de 2 minutes (elle chauffe et on la grille).
En partant : COUPER LA POMPE.

Orsini : 06 00 00 77 11 (fictif) - il prefere qu'on l'appelle avant 8h ou apres 18h.
"""
