# Markdown notes: condo board, Mama, running, recipes.
NOTES = {}

NOTES["notes/condo/CA-syndicat-2025.md"] = """---
titre: CA — Syndicat des copropriétaires du 5120 rue Clark
mon_rôle: secrétaire
membres: Gilles Ouellet (président), Priya Raman (trésorière), moi
gestionnaire: Gestion Carré Immobilier
---
# CA du syndicat — notes 2025

## Note à moi-même (à relire avant de répondre à quoi que ce soit)
Pour les affaires du syndicat: **par courriel, point.** Je ne réponds plus dans le groupe WhatsApp des
copros — tout se perd, aucune trace, et les gens écrivent à 23 h un dimanche. Si c'est officiel, c'est
un courriel (ou le portail de Gestion Carré). J'ai le droit de mettre le groupe en sourdine.

## 2025-01-08 — CA
- Présents: Gilles, Priya, moi. Josée (Gestion Carré) par téléphone.
- Toiture: l'inspection de novembre confirme que la membrane est en fin de vie; infiltrations dans
  401 et 402. Budget estimé ≈ 150 k$. Fonds de prévoyance ≈ 60 k$ → cotisation spéciale inévitable.
- Estimation de Priya: **≈ 6 800 $ par unité en moyenne** (selon les quotes-parts). À raffiner
  quand on aura les soumissions.
- Josée lance l'appel de soumissions (3 couvreurs minimum).

## 2025-02-12 — CA
- Visite des soumissionnaires le 19 février. Gilles sera là, moi non (chantier).
- Dégât d'eau au sous-sol commun — l'assureur est avisé.

## 2025-03-12 — CA — choix du couvreur
- 3 soumissions reçues (tableau de Josée envoyé par courriel le 5 mars).
- Toit-Expert était la moins chère mais on l'a **écartée**: garantie de 5 ans seulement sur la
  main-d'œuvre (on exige 10 ans), aucune preuve d'assurance responsabilité, et leur licence RBQ
  n'inclut pas la bonne sous-catégorie (couverture). Trop de drapeaux rouges pour 9 000 $ d'écart.
- Laflamme & Fils: solide mais le plus cher.
- **Résolution 2025-03-A: Toitures Bélair retenue.** Licence RBQ 5712-0938-01, garantie 10 ans,
  références vérifiées (deux syndicats du Plateau).
- Prochaine étape: AGA pour voter la cotisation spéciale.

## 2025-04-09 — CA
- AGA visée le 28 mai au sous-sol (si le sous-sol est réparé…).
- Bélair: contrat à signer le 16 avril; début des travaux visé mi-juillet, sous réserve du permis.
- Moi: préparer la présentation de la cotisation pour l'AGA (version simple, sans jargon).

## 2025-08-27 — CA d'urgence (Zoom)
- Bélair réclame un extra pour le remplacement du platelage (voir le courriel de Dany Bélair du 20 août).
  On conteste: le contrat prévoyait une allocation, et personne ne nous a montré le bois pourri avant
  qu'ils referment.
- Résolution: engager un ingénieur indépendant — **Sébastien Leclerc, ing.** (Expertise Bâtiment
  Leclerc), recommandé par Priya. 1 850 $ + taxes. Adopté à l'unanimité.
- Gilles écrit à Bélair pour suspendre la facturation de l'extra d'ici le rapport.
"""

NOTES["notes/condo/AGA-2025-preparation.md"] = """---
titre: AGA 2025 — préparation
rôle: secrétaire d'assemblée
---
# AGA 2025 — syndicat du 5120 Clark

## Avant
- [x] Avis de convocation (Josée l'envoie) — 8 mai
- [x] Modèle de procuration joint à l'avis
- [x] Texte pour expliquer la cotisation spéciale (voir le chat avec l'assistant, mai)
- [x] Imprimer 15 copies de l'ordre du jour + états financiers
- [x] Feuille de présences + calcul du quorum par quotes-parts

## Ordre du jour
1. Ouverture, vérification du quorum
2. Nomination président·e et secrétaire d'assemblée
3. États financiers 2024
4. Réfection de la toiture — présentation (Gilles) et cotisation spéciale (Priya)
5. Budget 2025-2026
6. Élections au CA
7. Varia (vélos dans le corridor, encore…)

## Pendant l'AGA (11 juin) — notes brutes
- Quorum atteint: 9 unités sur 12 (incluant 2 procurations).
- Cotisation spéciale **adoptée**: 98 000 $ au total, payable en deux versements (1er juillet et
  1er octobre). Pour le 302 (moi): quote-part 8,12 % → 7 957,60 $.
- Gilles, Priya et moi réélus. M. Dupuis (201) voulait « un vrai couvreur du coin »; Gilles a
  répondu calmement. Bravo Gilles.
- Varia: vélos — on en reparle au CA.

## Après
- [x] Brouillon du PV (12 juin, dans Documents/Syndicat)
- [ ] Faire relire le PV par Gilles
- [ ] Envoyer le PV à tous les copropriétaires (via Gestion Carré)
"""

NOTES["notes/mama/geriatre-2025-03-20.md"] = """---
date: 2025-03-20
qui: Mama (Salwa Haddad)
médecin: Dre Élise Gauthier, gériatre
---
# Gériatre — clinique de mémoire, CH Laval-Ouest

Rania on speaker from Toronto. Mama in her good blue cardigan, very polite with the doctor,
pretended she knew what day it was (she didn't).

**Tests:** the MoCA + bloodwork + CT scan (done in February). Dre Gauthier gave us the score
but I didn't write it down, I was busy not crying — it's in the summary on the hospital portal.

**Diagnostic:** trouble neurocognitif majeur, stade léger — probable Alzheimer.
The doctor said "léger" three times, I think for me.

**Plan:**
- Start donepezil (Aricept) **5 mg** in the morning with breakfast. Side effects to watch:
  nausea, diarrhea, vivid dreams, slow pulse.
- Stop driving — she has to tell the SAAQ (the doctor will send the form). Mama was furious.
- Follow-up in about 3 months; the clinic calls to book.
- Société Alzheimer de Laval: caregiver support group, Tuesday evenings. Rania wants to join online.
- **Mandat de protection: do it NOW while she's still capable.** Notary, not a lawyer — faster and the
  notary checks capacity. (Start calling notaries this week.)

**Book she recommended for us (the family):** « Aimer sans s'oublier » by Louise Caron — about
being a caregiver without disappearing yourself. Ordered it at the library.

Questions I forgot to ask:
- Can she still take her Synthroid at the same time as the donepezil?
- Is it normal that she talks to Baba in Arabic at night?
"""

NOTES["notes/mama/mandat-de-protection.md"] = """---
sujet: Mandat de protection — Mama (Salwa Haddad)
notaire: Me François Bélanger
statut: signé
---
# Mandat de protection (notarié) — Mama

Pourquoi maintenant: Dre Gauthier → le faire pendant que Mama est encore apte. Après, c'est
le tribunal et le Curateur public, et personne ne veut ça.

## Qui
- **Mandataire principale:** moi (Nour) — protection de la personne ET administration des biens.
- **Mandataire remplaçante:** Rania, si je ne peux pas ou ne veux plus agir (ou si je meurs, dit Mama,
  qui trouve ça drôle).
- Rania a dit oui par FaceTime le 30 mars.

## Aussi
- Nouveau testament: l'ancien date de 1998 (Baba vivant). Même notaire, même rendez-vous.
- Rendez-vous de signature, liste des documents et honoraires: voir le courriel de Me Bélanger (avril).
- Procuration bancaire à la caisse: faite séparément.

## Checklist
- [x] Appeler 3 notaires — Bélanger était dispo le plus vite
- [x] Pièce d'identité de Mama: passeport expiré → carte d'assurance maladie ok
- [x] Liste des biens (condo Chomedey, REER, compte conjoint avec Baba fermé en 2019)
- [x] Signature
- [x] Procuration bancaire à la caisse (2 mai)
- [ ] Copie certifiée conforme pour la caisse
- [ ] Plus tard: homologation quand le moment viendra (évaluation médicale + psychosociale)
"""

NOTES["notes/mama/visites-journal.md"] = """# Visites — Mama à la résidence (journal)

Résidence Les Jardins Sainte-Dorothée, Laval. Dimanches 14 h en général.

**2025-02-23** — First Sunday. Chambre 214, 2e étage: small but bright. She doesn't like the elevator
("it smells like a hospital"). Brought ka'ak and the thermos of tea — she ate three. Asked twice when
she was going home.

**2025-03-09** — Met Sylvie Drouin, l'infirmière-chef: kind, direct, gave me her line (poste 307).
Mama asked for Baba. I said he was at the shop. Rania says that's fine (the doctor said: don't argue,
redirect).

**2025-03-30** — Good day. Looked at photos of Zahlé, she named every cousin. Called Rania together.

**2025-04-13** — Tired, cranky about the food ("no salt, no lemon, nothing"). Brought mjaddara.

**2025-05-18** — We sang Fairuz together, "Nassam 3alayna el hawa" — she remembered ALL the words,
every verse, and not what she ate for lunch. I cried in the car for twenty minutes.

**2025-06-22** — A bit nauseous since the dose went up last week; Sylvie says it usually passes.
Two nights of wandering in the corridor on the 2nd floor — the staff are worried about the stairs.

**2025-07-06** — Meeting with Chantal Lacasse (coordinatrice) about moving her downstairs.
Mama says yes, then no, then "whatever you want, habibti".

**2025-07-27** — Back from Kamouraska. First visit in her new room, chambre 118, rez-de-chaussée,
two doors from the nursing station. She says it's "her old room". It's fine. It's fine.

**2025-08-17** — Hung Teta's photo of the house in Zahlé in room 118. Sylvie says nights are calmer.

**2025-09-14** — Rania visited Saturday so I came short. Mama called me "Rania" twice, then laughed.
"""

NOTES["notes/mama/appart-chomedey-checklist.md"] = """# Condo de Mama (Chomedey) — ce qui reste à régler

Après son déménagement à la résidence (février).

- [x] Changement d'adresse Postes Canada (réexpédition 12 mois)
- [x] Assurance habitation — avisée que le logement est inoccupé pour l'instant
- [x] Hydro-Québec — compte transféré à mon nom
- [x] Revenu Québec / ARC: nouvelle adresse (email de confirmation reçu)
- [ ] Annuler la ligne fixe Bell de Mama (elle l'appelle encore « le téléphone de la maison »… attendre?)
- [ ] Annuler l'abonnement au journal (La Presse+? non — c'est le journal arabe papier, appeler)
- [ ] Vider le casier de rangement au sous-sol (no 17) — boîtes de Baba, ses outils
- [ ] Récupérer le double des clés chez Mme Khoury (4e)
- [x] Débrancher le congélateur du balcon
"""

NOTES["notes/course/plan-demi-2025.md"] = """---
objectif: Demi-marathon des Deux-Rives — dimanche 5 octobre 2025
temps_visé: "1:55"
créé: 2025-02-10
---
# Plan demi-marathon 2025

Objectif: **1:55** (≈ 5:27/km). Mon 10 km d'octobre en 51:40 dit que c'est faisable si je reste
en santé. Mélanie dit « 1:55 ou rien », Mélanie est folle.

## Semaine type

| Jour | Séance |
|---|---|
| Mardi | fractionné (6×800 m → 5×1 km) |
| Jeudi | tempo 6-8 km |
| Samedi | sortie longue avec le club, 7 h, départ du chalet du parc Jarry |
| Dimanche | récup 5 km — ou rien (visite Mama) |

## Blocs
1. Mars–avril: base, 30-35 km/semaine
2. Mai–juin: volume, sortie longue jusqu'à 18 km
3. Juillet–août: spécifique, allure course
4. Septembre: affûtage (taper) — voir le plan du coach

## À surveiller
- Tibias (périostite en 2023). Si ça revient: physio TOUT DE SUITE, pas d'orgueil.
- Dormir. Vraiment.
"""

NOTES["notes/course/gear.md"] = """# Gear — course

## Chaussures
- **Saucony Ride 17** — entraînement, sorties longues. Neutre, bien coussinée: exactement ce que j'aime.
- Endorphin Speed — tempo et fractionné seulement.
- Plaques de carbone: non merci. Essayé en boutique, j'avais l'impression de courir sur un trampoline
  avec les chevilles inquiètes.
- Changer les Ride vers 600-700 km (paire actuelle achetée en mars).

## Le reste
- Montre: la vieille Garmin, ça marche.
- Ceinture à gourde: celle de Mélanie est mieux, demander le modèle.
- Ravitaillement: voir le chat avec l'assistant (août).
- Bas: pas de coton, jamais.
"""

NOTES["notes/recettes/mjaddara-et-taboulé-de-mama.md"] = """---
source: Mama (dictée au téléphone, 2024, avant)
tags: [recette, famille]
---
# Mjaddara et taboulé de Mama

## Mjaddara (pour 4)
- 1 tasse de lentilles brunes, 1/2 tasse de riz (ou de boulghour gros, comme Teta)
- 3 gros oignons tranchés fins — le secret c'est les oignons: les faire frire LONGTEMPS, jusqu'à brun foncé,
  pas noir. Patience, habibti.
- Cumin, sel, poivre. Huile d'olive généreuse.
1. Cuire les lentilles 15 min à moitié.
2. Ajouter le riz, le cumin, la moitié des oignons, de l'eau à hauteur; 20 min à feu doux.
3. Le reste des oignons sur le dessus. Servir avec yogourt et salade.

## Taboulé
- 2 bottes de persil plat (beaucoup de persil, peu de boulghour — c'est une salade de persil!)
- 1 botte de menthe, 3 tomates, 4 oignons verts, 1/4 tasse de boulghour fin
- Jus de 2 citrons, huile d'olive, sel, un peu de sept-épices.

**Moi:** PAS de coriandre. Jamais. Ça goûte le savon, c'est génétique, je ne négocie pas — même si
khalto Hoda en met partout et me regarde comme si j'étais une traîtresse. Persil plat seulement.

## Notes
- Mama met du sumac sur les oignons de la mjaddara. Je l'ai vue faire, elle le niait.
- Pour la résidence: portions en petits plats, étiquetés avec la date.
"""
