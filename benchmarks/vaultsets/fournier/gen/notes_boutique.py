from lib import write

BAIL = """---
title: Renouvellement du bail — La Cave aux Tommes
created: 2024-11-27
updated: 2025-06-25
tags: [boutique, bail, régie, juridique]
---

# Renouvellement du bail commercial — La Cave aux Tommes

> Note de suivi, commencée le lendemain du courrier de la régie. Je la tiens à jour au fur et à mesure
> pour que Nadège puisse la lire sans que je lui raconte tout trois fois.

## Le contexte

La boutique (La Cave aux Tommes, SARL, co-gérée avec Nadège Perrin) occupe le rez-de-chaussée et la cave
voûtée du 12 montée des Tisserands, 69004 Lyon. Le bail actuel est un bail commercial classique 3-6-9,
signé le 1er juillet 2016 avec la SCI Les Tisserands, qui fait tout gérer par la **Régie Berthier & Fils**.
Notre interlocutrice là-bas, depuis le départ de M. Fauchier en 2022, c'est **Sandrine Colomb**,
gestionnaire locative (ligne directe 04 65 71 20 48). Elle est carrée mais correcte, et elle répond aux
mails, ce qui n'était pas le cas de son prédécesseur.

Le bail arrive à échéance le **30 juin 2025**. Loyer actuel : **1 450 € HT par mois**, charges à part
(provision de 95 € par mois pour l'eau et l'entretien des parties communes), indexé chaque année sur l'ILC.
Le dépôt de garantie versé en 2016 était de 2 700 € (deux mois de loyer de l'époque).

Ce qui compte pour nous :

- la cave d'affinage : sans elle, on n'est plus une fromagerie mais une épicerie ; le nouveau bail doit
  reprendre la désignation exacte des lieux, cave comprise, et l'autorisation d'y installer le groupe froid ;
- la destination : « fromagerie, crèmerie, épicerie fine, dégustation sur place » — on a ajouté les
  planches et le vin au verre en 2021, il faut que ce soit couvert noir sur blanc ;
- la vitrine : le châssis pourrit, l'eau rentre par le bas quand il pleut fort, et on veut que le bailleur
  prenne la réfection à sa charge avant la signature, pas « dans le courant du bail ».

## Chronologie

| Date | Quoi | Détail |
|---|---|---|
| 26/11/2024 | Courrier + mail de la régie | Proposition de renouvellement, loyer porté à 1 780 € HT/mois |
| 03/12/2024 | Appel à Maître Vasseur | RDV fixé, elle relit l'ancien bail et la proposition |
| 17/12/2024 | RDV avocate | Elle pense que 1 780 € est « ambitieux » vu le plafonnement |
| 18/02/2025 | Notre contre-proposition | 1 550 € HT + vitrine à la charge du bailleur |
| 06/05/2025 | Accord de la régie | 1 620 € HT/mois, vitrine refaite par le bailleur à l'été |
| 27/05/2025 | Signature déplacée | Je serai à Canterbury pour l'opération de papa → nouvelle date |
| 24/06/2025 | Signature du nouveau bail | Nadège et moi, à la régie, 10h |

## Premier courrier (26 novembre 2024)

La régie nous a envoyé à la fois un recommandé et un mail. En résumé : le bailleur propose le
renouvellement pour neuf ans à compter du 1er juillet 2025, moyennant un loyer annuel de 21 360 € HT, soit
1 780 € HT par mois. Justification : « valeur locative du quartier », travaux de ravalement faits en 2023,
et la rue qui est devenue « commerçante et touristique ». Ce dernier point me fait rire : il y a toujours
autant de places de livraison, c'est-à-dire aucune.

Première réaction de Nadège : « on signe rien, on déménage à Vaise ». Deuxième réaction, le lendemain :
« bon, on regarde les chiffres ». On a regardé. Déménager la cave d'affinage coûterait une fortune, et la
clientèle du plateau vient à pied. On reste, mais on négocie.

## Ce que dit l'avocate (Maître Hélène Vasseur)

RDV du 17 décembre, cabinet place Sathonay. Les points que j'ai notés :

1. Pour un bail de neuf ans qui se renouvelle, le loyer est en principe **plafonné** : la hausse ne peut
   pas dépasser la variation de l'indice (ILC) sur la période, sauf modification notable des facteurs
   locaux de commercialité. La régie va forcément invoquer le ravalement et « l'attractivité » de la rue.
   Elle estime qu'un juge ne leur donnerait pas 1 780 €, mais qu'une procédure coûterait plus cher que
   l'écart.
2. Stratégie : contre-proposition raisonnable, argumentée, avec une contrepartie concrète (la vitrine).
3. Relire la clause résolutoire et la clause de solidarité en cas de cession : l'ancien bail est flou.
4. Faire préciser que le groupe froid et l'évacuation des condensats dans la cave sont autorisés.
5. Honoraires : forfait de 900 € HT pour la relecture et la négociation. Accepté.

Elle m'a aussi dit de ne rien signer dans l'urgence, et de ne pas accepter une signature « sur un coin de
table » à la boutique. D'où le rendez-vous à la régie, plus tard.

## Les chiffres qu'on a posés sur la table

Pour préparer la contre-proposition, j'ai fait le tour des loyers de la rue que je connais (commerçants
qui m'en ont parlé, pas des chiffres officiels) :

| Commerce | Surface approx. | Loyer mensuel HT |
|---|---|---|
| Boulangerie du haut de la montée | 70 m² | ~1 500 € |
| Caviste (en face) | 55 m² + cave | ~1 380 € |
| Le fleuriste | 40 m² | ~1 100 € |
| Nous | 62 m² + cave 35 m² | 1 450 € (actuel) |

Philippe Roux (le comptable) a fait la simulation : à 1 780 €, le loyer passerait à près de 5,3 % du chiffre
d'affaires ; à 1 600 €, on reste sous les 4,8 %. Il nous conseille de ne pas dépasser 1 650 €, surtout
avec la hausse du lait et de l'énergie.

## Contre-proposition (18 février 2025)

Envoyée par courriel à Sandrine Colomb, copie Maître Vasseur :

- loyer 1 550 € HT par mois ;
- réfection de la vitrine à la charge du bailleur avant l'été 2025 ;
- désignation des lieux incluant expressément la cave et l'installation frigorifique ;
- destination élargie (dégustation, vente de vin au verre) ;
- dépôt de garantie : deux mois, comme avant.

Réponse de Sandrine le jour même : elle transmet au bailleur, qui « ne descendra pas aussi bas ». Classique.

## L'accord (6 mai 2025)

Après deux appels (un avec Sandrine, un à trois avec l'avocat du bailleur, très courtois, très lent),
la régie a confirmé par e-mail :

- **loyer : 1 620 € HT par mois** à compter du 1er juillet 2025, indexation annuelle ILC ;
- la vitrine est refaite par le bailleur pendant la fermeture d'août ;
- la cave et le groupe froid sont désignés ;
- la destination est élargie comme demandé ;
- dépôt de garantie porté à 3 240 € (deux mois du nouveau loyer) — on verse le complément de 540 €.

C'est 170 € de plus par mois qu'avant, mais 160 € de moins que leur proposition. Nadège est contente, moi
aussi, Maître Vasseur trouve que c'est « un bon compromis ». Philippe Roux a juste dit « ça passe ».

## La signature (déplacée)

Première date proposée par la régie : jeudi 12 juin. Impossible : je pars le 1er juin à Canterbury pour
l'opération de papa et je ne rentre que le 14. Nadège ne voulait pas signer seule (et le bail doit être
signé par les deux co-gérantes, ou l'une avec un pouvoir de l'autre — on a préféré être deux). Sandrine a
été arrangeante : nouvelle date le **mardi 24 juin 2025 à 10h**, dans les bureaux de la régie. J'ai mis
l'adresse dans l'agenda.

À apporter :
- [x] Kbis de moins de trois mois
- [x] pièces d'identité des deux gérantes
- [x] chèque de complément de dépôt de garantie (540 €)
- [x] attestation d'assurance multirisque à jour
- [x] le PDF du projet annoté par Maître Vasseur

## Mise à jour du 25 juin 2025

Bail signé hier, mardi 24 juin, à 10h, comme prévu. Une heure et quart de lecture, paraphe de chaque page,
café tiède. Sandrine nous a remis un exemplaire original chacune. Le loyer de **1 620 € HT** s'applique
depuis le 1er juillet ; prélèvement à modifier à la banque (fait le 26 par Nadège).

Reste à surveiller : la vitrine en août. Si l'entreprise du bailleur ne passe pas pendant la fermeture,
on relance par écrit, l'avocate dit de garder une trace de tout.

## Leçons pour la prochaine fois (2034 !)

- Commencer à préparer un an avant l'échéance, pas six mois.
- Garder un dossier papier « bail » avec les avenants, les états des lieux, les photos de la vitrine.
- Toujours demander les contreparties en travaux plutôt qu'une baisse symbolique du loyer.
- Ne jamais négocier au téléphone sans confirmation écrite le jour même.
- Penser à l'assurance perte d'exploitation si la vitrine est hors service plus de quelques jours.

Et surtout : se rappeler que Sandrine Colomb n'est pas l'ennemie, c'est le bailleur qui décide ; elle, elle
fait passer les messages. Un bocal de cervelle de canut à Noël ne coûte pas grand-chose.
"""

LAIT = """---
title: Fournisseur de lait — comparatif et décision
created: 2025-04-18
updated: 2025-08-20
tags: [boutique, fournisseurs, lait]
---

# Fournisseur de lait cru

On fabrique nous-mêmes la faisselle, la cervelle de canut et le fromage blanc du week-end : environ
300 à 340 litres de lait cru entier par semaine (plus en décembre). Depuis l'ouverture on est chez le
**GAEC du Mont Pilat** (Marcel Chazal). Bon lait, gens adorables, mais depuis l'hiver ça ne va plus.

## Ce qui ne va pas avec le GAEC

- trois livraisons en retard entre février et avril (la dernière à 10h40, alors qu'on caille à 8h) ;
- le lot du mardi 15 avril refusé : acidité trop haute, le lait ne tenait pas ; Marcel s'est excusé et ne
  l'a pas facturé, mais on a perdu une journée de faisselle ;
- ils ne livrent plus que le mardi et le vendredi, ce qui nous oblige à stocker trois jours pour le week-end.

Prix actuel : 0,92 € le litre HT, livré.

## Comparatif

| Fournisseur | Prix HT / L | Jours de livraison | Distance | Remarques |
|---|---|---|---|---|
| GAEC du Mont Pilat (actuel) | 0,92 € | mardi, vendredi | 55 km | retards, 1 lot refusé |
| EARL Bouvier — Ferme des Monts d'Or | 1,05 € | lundi, jeudi, avant 7h30 | 18 km | troupeau de montbéliardes, conversion bio en cours, cuve réfrigérée dans le camion |
| Coopérative laitière du Val de Saône | ? | ? | 40 km | juste une idée de Nadège, pas contactée — volumes minimum sûrement trop gros pour nous |

## Visite à la Ferme des Monts d'Or (22 mai)

Nadège y est allée seule le 22 mai (j'étais déjà dans les valises pour Canterbury). Céline Bouvier lui a
fait goûter le lait du matin et une faisselle faite chez eux. « Plus gras, plus rond, moins de goût
d'étable. » Ils peuvent livrer le lundi et le jeudi avant 7h30, ce qui colle à notre rythme de fabrication,
et ils ont déjà deux crémeries clientes sur Lyon.

## Décision

Décidé avec Nadège à la réunion du 8 juillet : **on passe chez EARL Bouvier (Ferme des Monts d'Or) au
1er septembre 2025**, à 1,05 € le litre HT, livraisons lundi et jeudi. Le surcoût (environ 40 € par
semaine) est absorbé en passant la faisselle de 3,20 € à 3,40 €. Courrier de fin de collaboration envoyé au
GAEC le 21 juillet, dernière livraison GAEC le vendredi 29 août.

Confirmation écrite de Céline Bouvier reçue le 19 août (mail).
"""

REUNION = """---
title: Réunion des associées — 8 juillet 2025
date: 2025-07-08
participants: [Nadège Perrin, Amélie Fournier]
tags: [boutique, réunion]
---

# Réunion associées — mardi 8 juillet 2025

Au labo après la fermeture, 19h15–21h. Présentes : Nadège, moi. Hugo (apprenti) parti à 19h.

## 1. Lait

Décision : **changement de fournisseur au 1er septembre** — on quitte le GAEC du Mont Pilat pour l'EARL
Bouvier (Ferme des Monts d'Or). Nadège appelle Céline Bouvier pour fixer le volume (320 L/semaine pour
commencer). J'écris au GAEC pour mettre fin proprement (merci pour neuf ans, etc.).

## 2. Fermeture d'été

Fermé du lundi 11 au lundi 25 août inclus. Réouverture mardi 26 août. Affiche à faire (Nadège).
La régie doit faire intervenir l'entreprise pour la vitrine pendant la fermeture : je relance Sandrine
fin juillet.

## 3. Hugo

Son contrat d'apprentissage se termine le 31 août. On ne le remplace pas tout de suite ; on verra en
janvier pour les fêtes (extra en décembre, c'est sûr). Après son départ : **changer le mot de passe du
Wi-Fi de la boutique** et le code de la caisse (il les connaît, rien contre lui, mais c'est la règle).

## 4. Prix

- faisselle 3,20 € → 3,40 € au 1er septembre (surcoût du lait) ;
- cervelle de canut : on ne touche pas ;
- plateau « découverte » 5 fromages : 24 € → 26 €.

## 5. Divers

- Salon des crémiers en février : on n'y va pas cette année, trop cher pour ce que ça rapporte.
- Carte de fidélité : Nadège veut passer au numérique. Je suis contre, c'est pas très interessant (nos clients de 75 ans…). À
  rediscuter.

## À faire

- [x] Appeler Céline Bouvier (Nadège)
- [x] Courrier de fin au GAEC (moi)
- [x] Affiche fermeture août (Nadège)
- [ ] Changer le mot de passe Wi-Fi + code caisse après le 31 août (moi)
- [ ] Relancer la régie pour la vitrine (moi)
"""

COMPTABLE = """---
title: RDV expert-comptable — Philippe Roux
date: 2025-03-11
tags: [comptable, boutique, impôts]
---

# RDV cabinet Roux & Associés — mardi 11 mars 2025, 14h

Avec Philippe Roux (expert-comptable) et Claire Mathieu (son assistante, c'est elle qui saisit nos
factures). Au cabinet, 3 rue Royale, 1er étage. Nadège n'a pas pu venir (boutique).

## Partie boutique (SARL La Cave aux Tommes)

- Exercice 2024 clos au 31 décembre. **CA 2024 : 412 300 € HT** (+6 % sur 2023). Marge brute stable,
  l'énergie a mangé une partie du gain.
- Liasse fiscale : Claire la dépose avant le 20 mai. Il lui manque les relevés de la carte pro de
  novembre et l'inventaire de la cave au 31/12 (Nadège l'a, sur papier, évidemment).
- Honoraires 2025 : 2 160 € HT par an pour la tenue et le bilan, inchangés.
- TVA : on reste au réel normal, déclarations mensuelles. Il rappelle que la dégustation sur place est à
  10 % et pas à 5,5 % — à vérifier sur la caisse.
- Bail : il veut voir la proposition de la régie dès qu'on a un chiffre final. Il considère que le loyer
  ne devrait pas dépasser 1 650 € HT pour rester sain.

## Partie perso (moi)

- Traduction littéraire : je suis rémunérée en droits d'auteur → déclaration en traitements et salaires
  ou en BNC selon l'option ; il conseille de garder la même option que l'an dernier (BNC, déclaration
  contrôlée). L'à-valoir du contrat Pont-Levis se déclare l'année où il est versé.
- Revenus fonciers UK (l'appartement de Whitstable) : imposables au Royaume-Uni d'après la convention,
  mais **à déclarer aussi en France** : formulaire 2047, puis report case 8TK de la 2042 C — crédit
  d'impôt égal à l'impôt français, donc pas de double imposition, mais ça fait monter le taux effectif.
- Il ne s'occupe pas de la déclaration britannique : voir avec Gareth (Stourside Tax) comme d'habitude.
- Penser à garder les justificatifs de change (taux BCE au 31/12 ou moyen annuel, au choix, mais le même
  chaque année).

## À faire après le RDV

- [x] Envoyer à Claire les relevés carte pro de novembre
- [x] Demander à Nadège l'inventaire cave au 31/12
- [x] Transférer à Philippe le contrat de traduction (fait en janvier en fait)
- [ ] Vérifier le taux de TVA dégustation dans la caisse
"""

PROCEDURES = """LA CAVE AUX TOMMES — PROCÉDURES D'OUVERTURE / FERMETURE
12 montée des Tisserands, 69004 Lyon
Version du 7 octobre 2024 (pour Hugo, nouvel apprenti) — à garder dans le tiroir sous la caisse

OUVERTURE (7h45)
1. Désactiver l'alarme : boîtier à droite de la porte de la cave. Code alarme : 2291 puis touche OFF.
   Si ça sonne quand même : appeler Nadège (06 39 98 41 07) ou moi (06 39 98 12 65), PAS la télésurveillance
   tout de suite (ils facturent le déplacement).
2. Lumières : tableau derrière le rideau, interrupteurs 1, 2 et 4 (le 3 c'est la cave, on l'allume à la main).
3. Relever les températures : vitrine (4-6 °C), chambre froide (3-4 °C), cave d'affinage (10-12 °C,
   hygrométrie 90 %+). Noter sur la feuille HACCP accrochée au frigo.
4. Lait : les jours de livraison (mardi et vendredi, GAEC du Mont Pilat), vérifier la température à
   réception (< 6 °C) et noter le numéro de lot. Si le lait sent l'aigre ou si le camion est en retard de
   plus d'une heure, m'appeler avant de l'accepter.
5. Caisse : fond de caisse 150 € (billets de 10 et 20, pièces dans le rouleau bleu).
6. Sortir l'ardoise.

WI-FI (pour le terminal de paiement et la tablette des commandes)
  Réseau : CaveAuxTommes_Pro
  Mot de passe : Caillebotte1450
  Ne PAS le donner aux clients. Pour les clients il n'y a pas de wifi, désolée.

FERMETURE (19h30, 19h le samedi)
1. Filmer les fromages à la coupe, rentrer la vitrine en chambre froide.
2. Nettoyer trancheuse et fil à couper ; plans de travail au produit alimentaire (bidon vert).
3. Z de caisse, compter, enveloppe dans le coffre.
4. Vérifier que la porte de la cave est fermée (sinon l'alarme détecte le groupe froid et hurle à 3h).
5. Remettre l'alarme : code 2291 puis ON, sortir dans les 30 secondes.

CONTACTS
  Régie Berthier (fuite, vitrine…) : 04 65 71 20 48
  Frigoriste (Froid Service Croix-Rousse) : 04 65 71 33 90
  Plombier boutique : voir Nadège
"""


def build():
    write("notes/boutique/bail-renouvellement.md", BAIL)
    write("notes/boutique/fournisseur-lait.md", LAIT)
    write("notes/boutique/reunion-associees-2025-07-08.md", REUNION)
    write("notes/comptable/rdv-roux-2025-03-11.md", COMPTABLE)
    write("docs/boutique-procedures.txt", PROCEDURES)
