"""Markdown notes, daily notes and plain-text docs (mostly French)."""
from common import write_text

def build():
    # ------------------------------------------------------------------ cabinet
    write_text("notes/cabinet/nouveau-local.md", """
---
title: Nouveau local du cabinet – suivi du projet
created: 2025-01-08
updated: 2025-10-03
tags: [cabinet, local, demenagement, projet]
statut: en cours
---

# Nouveau local du cabinet – suivi du projet

> Note de suivi que je tiens à jour au fil de l'eau. Julien a la même en lecture dans le dossier partagé.
> Dernière mise à jour : vendredi 3 octobre 2025.

## Pourquoi on déménage

Le cabinet de la montée des Tisserands, c'est 68 m² au premier étage sans ascenseur, trois box
séparés par des cloisons qui ne montent pas jusqu'au plafond, et une salle d'attente où on tient à
quatre si personne n'a de béquilles. On refuse des patients en post-op genou parce que l'escalier est
raide, et on n'a aucune chance d'être aux normes d'accessibilité un jour. Julien et moi on en parle
depuis 2023, et l'arrivée d'Inès à l'accueil à mi-temps a rendu le manque de place encore plus criant.

Ce qu'on voulait, dans l'ordre :

1. Un rez-de-chaussée (ou un ascenseur fiable), accessible en fauteuil.
2. Au moins quatre salles de soin fermées + un espace plus grand pour du travail en groupe.
3. Rester sur les Pentes ou le plateau de la Croix-Rousse : nos patients sont là, beaucoup viennent à pied.
4. Un loyer qu'on peut assumer à deux sans se mettre dans le rouge les mois creux (août, vacances de Noël).

## Le local

**Adresse : 48 boulevard des Tisseurs, 69004 Lyon** – rez-de-chaussée sur rue, ancienne agence
bancaire. Environ 140 m² : un grand plateau à cloisonner, deux bureaux déjà fermés, un sanitaire PMR à
créer, une petite cour derrière (pratique pour les vélos du personnel). À 6 minutes à pied du métro,
bus C13 devant la porte.

Première visite le jeudi 13 février avec Julien, deuxième visite avec un ami architecte d'intérieur
(Bastien) qui nous a fait un plan rapide. Points forts : lumière, hauteur sous plafond (3,10 m), vitrine
sur rue donc visibilité. Points faibles : la vitrine justement (il faudra du film dépoli pour l'intimité
des patients), le chauffage électrique d'origine, et surtout l'accès : il y a une marche de 14 cm à
l'entrée, d'où la rampe PMR que le bailleur doit faire construire.

## Les interlocuteurs

| Rôle | Qui | Contact |
|---|---|---|
| Propriétaire (bailleur) | SCI Tisseurs 48 – gérant **M. Gérard Pellissier** | via la régie uniquement |
| Gestion / régie | Régie Perrache-Bellecour – Mme Nadia Ferrand, gestionnaire | n.ferrand@regie-perrache-bellecour.example.fr – 04 65 71 20 48 |
| Travaux côté bailleur | Amrani Rénovation (M. Rachid Amrani) | passe par la régie |
| Déménageur | Rhône Express Déménagement | devis retenu (montant dans le tableau budget) |
| Notre assurance | Mutuelle des Professions de Santé – contrat multirisque local | attestation envoyée |

M. Pellissier est plutôt arrangeant (il a accepté la franchise de loyer tant que les travaux ne sont pas
finis) mais il ne répond jamais directement, tout passe par Mme Ferrand, qui est efficace mais
débordée. Règle qu'on s'est fixée avec Julien : **tout par écrit**, même après un coup de fil.

## Le bail

Détails dans [[bail-professionnel]]. En résumé : bail professionnel de 6 ans, signé le 14 avril à la
régie, prise d'effet théorique au 1er juillet 2025. Une franchise de loyer court jusqu'à la remise des
clés (avenant n° 1 signé en juin), donc chaque report de date nous coûte en double loyer *seulement* du
côté de l'ancien cabinet – c'est déjà ça.

## Calendrier – l'histoire des dates qui glissent

C'est le point qui nous rend fous. Historique :

- **Février** : la régie annonce un local « disponible au 1er juillet 2025 ».
- **14 avril** : signature. Tout le monde parle encore du 1er juillet. On prévient nos patients
  réguliers « cet été on déménage ».
- **2 juin** : mail de Mme Ferrand – la date passe au **1er septembre**. Le dossier d'autorisation de
  travaux pour l'accessibilité a pris du retard à la mairie d'arrondissement.
- **26 août** : nouveau mail – la date passe au **lundi 3 novembre**. Cette fois c'est l'installation
  électrique : le tableau n'est pas conforme, l'électricien du bailleur doit tout refaire et il faut le
  passage du Consuel avant la mise en service.
- **À ce jour (3 octobre)** : on vise toujours le lundi 3 novembre. Julien a posé une semaine de
  fermeture du cabinet autour de cette date et on a prévenu le déménageur. On croise les doigts.

Leçon pour la prochaine fois : ne jamais annoncer une date aux patients avant d'avoir les clés en main.

Conséquences pratiques de chaque report :

- il faut garder la box internet et l'assurance de l'ancien local plus longtemps ;
- la livraison du matériel doit suivre (Kinédis a été très souple jusqu'ici) ;
- Inès doit reprogrammer les patients de la semaine de fermeture, ce qui est le plus pénible ;
- le pot d'inauguration est repoussé sine die.

## Aménagement

Plan retenu (version 3 de Bastien) :

- 4 salles de soin fermées (≈ 12 m² chacune), dont une avec point d'eau ;
- 1 salle de groupe d'environ 30 m² – validée en réunion d'associés du 5 juin, pour des créneaux de
  Pilates / renforcement en petit groupe à partir de janvier 2026 ;
- accueil + salle d'attente côté vitrine (film dépoli sur la moitié basse) ;
- sanitaire PMR, petit local technique (box, baie réseau, lave-linge pour les serviettes) ;
- un bureau partagé au fond pour les bilans, la compta et les appels.

Les idées en vrac (coin café, balnéo, etc.) sont dans une autre note, rien n'est tranché là-dessus.

## Matériel

On a changé de fournisseur en juin : voir [[comparatif-materiel]]. La commande est passée, la livraison
doit se caler sur la remise des clés. On garde les deux vieilles tables hydrauliques de Julien pour la
salle de groupe, et on revend l'ancien appareil d'électrothérapie.

## Informatique

- Nouveau câblage réseau prévu dans le budget (baie dans le local technique).
- Le wifi patients devra être recréé au nouveau local ; on en profitera pour séparer proprement le
  réseau des patients et celui du cabinet.
- Kalendo : changer l'adresse du cabinet dans la fiche publique **le jour J seulement**, sinon des
  patients vont se présenter devant un local vide.

## Budget

Le suivi ligne par ligne est dans le tableau `budget-demenagement.csv`. Grandes masses : dépôt de
garantie, déménageur, travaux à notre charge (peinture, cloisons légères, film vitrine), câblage,
plaque, communication. Le matériel est à part (financé par l'emprunt pro).

## Communication patients

- Affiche en salle d'attente un mois avant (texte à relire par Julien).
- Message automatique Kalendo avec la nouvelle adresse, la semaine de fermeture et le plan d'accès.
- Mise à jour de la fiche Google et des annuaires.
- Prévenir les médecins prescripteurs du quartier (liste d'Inès, environ 25 cabinets).

## Checklist déménagement

- [x] Signer le bail (14/04)
- [x] Attestation d'assurance multirisque pour le nouveau local
- [x] Choisir le déménageur (Rhône Express Déménagement)
- [x] Commande du matériel chez Kinédis
- [ ] Résilier la box internet de la montée des Tisserands (préavis d'un mois !)
- [ ] Prévenir la CPAM et l'Ordre des kinés du changement d'adresse
- [ ] Commander la plaque professionnelle (format conforme à l'Ordre)
- [ ] Mettre à jour l'adresse sur Kalendo et sur la fiche Google (le jour J)
- [ ] Affiche « nous déménageons » en salle d'attente
- [ ] Faire poser le film dépoli sur la vitrine
- [ ] Organiser le pot d'inauguration (après coup, pas d'urgence)

## Plan détaillé, salle par salle

**Accueil / salle d'attente (≈ 22 m²)** – banque d'accueil basse côté vitrine pour qu'Inès voie la
porte et la rampe, 8 chaises dont 2 avec accoudoirs hauts (patients de hanche / genou), un espace
poussette. Porte-manteaux, un petit meuble pour les brochures de prévention (lombalgie, chutes,
rééducation périnéale). Pas d'écran (Julien a gagné).

**Salle 1 (≈ 13 m², avec point d'eau)** – pour les soins post-op et le drainage : table électrique,
lavabo, chariot. C'est la plus proche de l'entrée, pour limiter les déplacements des patients en
béquilles.

**Salles 2 et 3 (≈ 12 m² chacune)** – table électrique + espalier dans la 2, table + miroir mural dans
la 3 (travail postural, épaule). Une prise au sol pour l'appareil d'électrothérapie.

**Salle 4 (≈ 11 m²)** – la mienne en principe : table électrique, plan de travail pour les bilans, un
petit tapis de sol. C'est la plus calme, côté cour.

**Salle de groupe (≈ 30 m²)** – sol souple, espaliers sur un mur, rangement fermé pour les tapis et
les ballons, miroir sur toute la longueur du mur opposé. Doit pouvoir servir aussi de salle de
rééducation « libre » quand il n'y a pas de cours (vélo, escaliers, proprioception).

**Bureau partagé (≈ 9 m²)** – deux postes, l'imprimante, le coffre, les dossiers papier qui restent.

**Local technique** – box, baie réseau, lave-linge, sèche-linge, stock de serviettes et de
consommables.

## Ce que j'ai appris sur l'accessibilité (ERP de 5e catégorie)

Je pensais que la rampe était une formalité. En fait :

- un cabinet qui reçoit du public est un ERP, et toute création ou modification doit respecter les
  règles d'accessibilité (cheminement, largeur de porte, sanitaire adapté, signalétique, éclairage) ;
- la rampe sur le domaine public demande une autorisation de la Ville, avec une pente maximale et une
  main courante, d'où le retard de l'été ;
- il faut tenir à disposition un **registre public d'accessibilité** à l'accueil (à préparer, c'est
  à nous, pas au bailleur) ;
- la commission d'accessibilité peut venir vérifier avant l'ouverture – c'est le bailleur qui gère
  le dossier, mais un de nous doit être présent.

Points de vigilance pour nous : largeur de passage entre les tables (90 cm minimum dans les salles),
une table qui descend assez bas pour les transferts depuis un fauteuil, et pas de tapis épais à
l'entrée.

## Réunions de chantier

- **Mi-juillet** : visite avec M. Amrani, la rampe est coffrée, le sanitaire PMR démarre. On a
  demandé deux prises supplémentaires dans la salle de groupe (accepté, à nos frais).
- **Fin août** : tout semblait fini côté accessibilité, puis l'histoire du tableau électrique.
- **Fin septembre** : l'électricien refait le tableau ; Julien est passé, il dit que c'est propre.
  On attend le Consuel.

## Organisation de la semaine de fermeture

- Inès prévient les patients deux semaines avant et leur propose un créneau la semaine suivante.
- Les soins urgents (post-op récents, kiné respiratoire des bébés) : on s'arrange avec le cabinet de
  la rue Dumenge qui nous dépanne, et on leur rendra la pareille.
- Cartons : chacun fait sa salle, Inès fait l'accueil et les archives.
- Le jour J : le déménageur arrive à 8h, Julien côté ancien cabinet, moi côté nouveau.
- Le lendemain : montage du matériel, câblage, tests du TPE et du wifi, rangement.

## Questions encore ouvertes

- Qui garde le double des clés ? (Inès ouvre le mardi et le jeudi matin)
- Est-ce qu'on met un digicode sur la porte de la cour ?
- Faut-il un contrat d'entretien pour la rampe PMR ou c'est à la charge du bailleur ? → à demander à
  Mme Ferrand, par écrit évidemment.
- Poubelles : local commun de l'immeuble ou bacs à nous ?

## Journal des mises à jour

- 08/01 : création de la note, critères de recherche.
- 14/02 : visite du 48 bd des Tisseurs, coup de cœur raisonnable.
- 15/04 : bail signé hier, prise d'effet 1er juillet.
- 03/06 : report au 1er septembre (accessibilité).
- 05/06 : réunion d'associés, salle de groupe validée, matériel Kinédis.
- 27/08 : report au 3 novembre (électricité). Julien pas content du tout.
- 03/10 : point d'étape, rien de neuf côté régie, on reste sur le 3 novembre.
""")

    write_text("notes/cabinet/bail-professionnel.md", """
---
title: Bail professionnel – 48 bd des Tisseurs
created: 2025-04-15
updated: 2025-06-13
tags: [cabinet, bail, admin]
---

# Bail professionnel – 48 bd des Tisseurs

Résumé des clauses importantes (le PDF signé est dans le dossier « Cabinet/Bail »).

| Clause | Contenu |
|---|---|
| Bailleur | SCI Tisseurs 48, représentée par son gérant, M. Gérard Pellissier |
| Gestionnaire | Régie Perrache-Bellecour (Mme Nadia Ferrand) |
| Preneurs | Amélie Faure et Julien Marchetti, masseurs-kinésithérapeutes (SCM des Pentes) |
| Référence du bail | BP-TIS48-2025-03 |
| Type | Bail professionnel (art. 57 A de la loi du 23 décembre 1986), durée 6 ans |
| Prise d'effet | 1er juillet 2025 (voir avenant n° 1) |
| Loyer | 1 850 € HC par mois, payable d'avance le 5 |
| Provision sur charges | 220 € par mois (régularisation annuelle) |
| Dépôt de garantie | 3 700 € (deux mois de loyer HC) |
| Indexation | ILAT, chaque 1er juillet |
| Résiliation par les preneurs | à tout moment avec préavis de 6 mois (LRAR) |
| Travaux à la charge du bailleur | rampe d'accès PMR, mise en conformité de l'installation électrique, sanitaire PMR |
| Travaux à notre charge | cloisons légères, peinture, câblage, film vitrine |
| Destination | exercice de la kinésithérapie et activités de prévention / groupes |

## Signature

Signé le **lundi 14 avril 2025 à 10h, à la régie (5 place Carnot, 2e étage)**, en présence de
M. Pellissier et de Mme Ferrand. Julien et moi avons paraphé les 23 pages… Chèque de dépôt de garantie
remis sur place.

## Avenant n° 1 (signé le 12 juin 2025)

Franchise de loyer jusqu'à la remise effective des clés, quelle que soit la date, puisque les travaux
d'accessibilité prennent du retard. Le loyer ne commence à courir qu'à la remise des clés.

## À surveiller

- Attestation d'assurance à renvoyer chaque année à la régie.
- Régularisation des charges : demander le détail (ménage des parties communes ?).
- Le bailleur doit nous remettre le PV de la commission d'accessibilité avant l'ouverture au public.
""")

    write_text("notes/cabinet/comparatif-materiel.md", """
---
title: Matériel nouveau cabinet – comparatif fournisseurs
created: 2025-04-17
updated: 2025-06-06
tags: [cabinet, materiel, fournisseurs, decision]
---

# Matériel – comparatif Physiolyne / Kinédis

On avait d'abord demandé un devis à **Physiolyne** (notre fournisseur historique, commercial
M. Olivier Tessier), puis Julien a insisté pour consulter **Kinédis Rhône** (Vénissieux, commerciale
Mme Camille Brun), recommandé par une consœur de Villeurbanne.

| Poste | Physiolyne (DEV-PHY-25-0388) | Kinédis (KDR-2025-1147) |
|---|---|---|
| Tables électriques 3 plans ×3 | 6 870 € | 5 340 € |
| Espalier + barres parallèles | 1 420 € | 1 150 € |
| Appareil d'électrothérapie / ultrasons | 2 190 € | 1 780 € |
| Petit matériel (ballons, élastiques, plateaux) | 1 000 € | 680 € |
| **Total TTC** | **11 480 €** | **8 950 €** |
| Garantie | 3 ans | 2 ans |
| Délai | 6 semaines | 4 à 6 semaines |
| SAV | technicien envoyé depuis Paris | atelier à Vénissieux |
| Livraison + montage | inclus | inclus |

Les tables sont quasiment les mêmes (même fabricant allemand, Kinédis a le modèle de l'an dernier). Le
moteur est garanti 5 ans dans les deux cas.

## Décision (réunion d'associés du 5 juin 2025)

**On part chez Kinédis.** Raisons :

1. 2 530 € de moins pour un matériel équivalent ;
2. SAV local – quand la table de Julien est tombée en panne en 2023, on a attendu le technicien
   Physiolyne trois semaines ;
3. Camille Brun accepte de caler la livraison sur la remise des clés, sans frais, même si la date bouge.

Le seul vrai moins, c'est la garantie plus courte (2 ans au lieu de 3). On a jugé que ça ne valait pas
2 530 €.

Mail de refus envoyé à Physiolyne le 6 juin (poliment, on pourra avoir besoin d'eux).
""")

    write_text("notes/cabinet/reunion-associes-2025-06-05.md", """
---
title: Réunion d'associés – 5 juin 2025
date: 2025-06-05
participants: [Amélie Faure, Julien Marchetti, Inès Dufour (point 4)]
tags: [cabinet, reunion, decisions]
---

# Réunion d'associés – jeudi 5 juin 2025 (12h30, au cabinet)

## 1. Matériel du nouveau local

Deux devis sur la table : Physiolyne 11 480 € TTC, Kinédis 8 950 € TTC. Mêmes tables, SAV Kinédis à
Vénissieux.

**Décision : Kinédis.** On laisse tomber Physiolyne : trop cher pour la même chose, et leur SAV parisien
nous a déjà laissés en rade. Amélie envoie le mail de refus, Julien signe le devis Kinédis cette semaine.

## 2. Salle de groupe

On en parle depuis des mois (voir la note d'idées).
**Décision : OUI** – une vraie salle de groupe dans le nouveau local, pour du Pilates / renforcement en
petits groupes (6 personnes max, 6 tapis + petit matériel). Reformer plus tard si ça marche. Premiers
créneaux collectifs visés pour **janvier 2026**.

## 3. Coin café pour les patients

Non. Hygiène, coût, et on n'a pas envie que la salle d'attente devienne un salon de thé.

## 4. Accueil (avec Inès)

Inès passe de 20 h à 25 h par semaine à partir du 1er septembre (ouverture le jeudi après-midi en plus).

## 5. Loyer et charges

Répartition 50/50 via la SCM, comme aujourd'hui.

## Actions

- [x] Amélie : mail de refus à Physiolyne
- [x] Julien : signer le devis Kinédis et l'envoyer à Camille Brun
- [ ] Julien : demander à la régie qui entretient la rampe
- [ ] Amélie : chiffrer les tapis et le petit matériel Pilates
- [ ] Inès : avenant à son contrat pour les 25 h

Prochaine réunion : jeudi 3 juillet (premier jeudi du mois, comme d'hab).
""")


    write_text("notes/cabinet/reseau-wifi-logiciel.md", """
---
title: Réseau, Wi-Fi et logiciels du cabinet
created: 2024-11-20
updated: 2025-09-12
tags: [cabinet, informatique, wifi, kalendo, mots-de-passe]
---

# Réseau, Wi-Fi et logiciels du cabinet

*Mis à jour le 12/09/2025 après l'alerte de sécurité Kalendo : on a tout changé d'un coup.*

## Wi-Fi

| Réseau | Usage | Mot de passe |
|---|---|---|
| `Kine-Pentes-Invites` | patients (salle d'attente) | `Soierie#Canut-0925` |
| `KP-Pro` | postes, imprimante, TPE | dans Bitwarden (collection « Cabinet ») |

- Le mot de passe patients a été changé le **12 septembre 2025** ; l'ancien réseau patients a été
  supprimé de la box. Affiche à mettre à jour en salle d'attente (Inès).
- Règle : on change le mot de passe invités tous les 6 mois, et on ne le dicte plus au téléphone.

## Box / routeur

FibrePro Rhône, contrat pro n° FPR-77120-L. Accès admin de la box : dans Bitwarden.
Support : 04 65 71 33 90.

## Kalendo (agenda / prise de rendez-vous en ligne)

- Identifiant cabinet : **K-69-44127**
- Trois comptes : Amélie (admin), Julien (admin), Inès (secrétariat).
- Mots de passe changés le 10/09 pour les trois comptes, **double authentification activée** (appli
  d'authentification sur nos téléphones). Codes de secours imprimés, rangés dans le coffre.

## Gestionnaire de mots de passe

On a choisi **Bitwarden** (offre Teams, deux utilisateurs + Inès en lecture seule sur certaines
collections). On avait regardé :

- KeePass : gratuit mais galère à partager entre trois personnes ;
- 1Password : très bien mais plus cher pour ce qu'on en fait ;
- le carnet dans le tiroir de l'accueil : c'est précisément ce qu'on arrête.

## Autres

- TPE : Ingenico fourni par la banque, en Wi-Fi sur `KP-Pro`.
- Imprimante : Brother laser, adresse IP fixe 192.168.10.20.
- Sauvegarde : les bilans sont dans Kalendo ; les courriers dans le cloud du cabinet.

## À faire

- [ ] Prévoir le Wi-Fi du nouveau local (même SSID ou pas ?)
- [ ] Former Inès à Bitwarden
""")

    # ------------------------------------------------------------------ admin
    write_text("notes/admin/comptable-urssaf.md", """
---
title: Comptable, URSSAF et références admin
created: 2025-01-22
updated: 2025-03-04
tags: [admin, compta, urssaf]
---

# Comptable, URSSAF et références admin

## Comptable

**Hélène Vial** – Vial & Roche Expertise Comptable, 31 cours Gambetta, 69007 Lyon.
hvial@vialroche-expertise.example.fr – 04 65 71 58 02. Son assistant : Lucas Perrin (c'est lui qui
relance pour les pièces).

Lettre de mission annuelle (honoraires : voir la lettre de mission de l'année en cours).

### Bilan 2024

- RDV bilan : **lundi 3 mars 2025 à 14h**, à son cabinet (cours Gambetta).
- [x] Pièces envoyées le 25/02 (relevés, factures, tableau des immobilisations, frais de véhicule).
- Déclaration 2035 : c'est elle qui la télétransmet (date limite en mai).

Compte rendu du RDV (ajouté le 04/03) : bénéfice en hausse de 8 %, ce qui veut dire une régularisation
URSSAF probable à l'automne. Hélène conseille de mettre de côté environ 2 000 €. Elle me rappelle que
l'aménagement du nouveau local s'amortit, ça ne passe pas en charges d'un coup.

## Références

| Quoi | Référence |
|---|---|
| SIRET | 834 917 255 00027 |
| Compte cotisant URSSAF | 691 2284 9375 |
| CARPIMKO (retraite) | 26-0418-F |
| N° RPPS | 10 10 845 2231 7 |
| Régime | BNC, déclaration contrôlée (2035) |

## URSSAF

- Prélèvement mensuel 2025 : **982 €** le 5 du mois (échéancier de janvier).
- Espace en ligne : identifiant = SIRET, mot de passe dans le carnet de l'accueil (pas génial).
- Si régularisation : demander un étalement plutôt que tout payer d'un coup.
""")

    # ------------------------------------------------------------------ famille
    write_text("notes/famille/ecole-enfants.md", """
---
title: École des enfants – infos 2025-2026
created: 2025-09-03
tags: [famille, ecole, theo, rose, cantine]
---

# École des enfants – année 2025-2026

**École élémentaire des Chartreux-Bas** – 14 rue du Bon-Pasteur, 69001 Lyon
Directrice : Mme Catherine Aubry. Secrétariat le lundi et le jeudi.

| | Classe | Enseignant(e) |
|---|---|---|
| Théo (10 ans) | CM2 | Mme Valérie Roussel |
| Rose (7 ans) | CE1 | M. Antoine Giraud |

Horaires : 8h30–11h45 / 13h45–16h30, mercredi matin 8h30–11h30.

## Cantine

- Inscription et paiement sur le portail famille de la Ville. **Code famille : FAM-69-88213.**
- Jours réservés à la rentrée :
  - Théo : lundi, mardi, jeudi, vendredi
  - Rose : lundi, mardi, jeudi, vendredi
- Tarif 2025-2026 avec notre quotient : 3,92 € le repas.
- Modifier une réservation : au plus tard le jeudi de la semaine précédente.
- Théo : allergie au kiwi (signalée sur le portail, pas de PAI nécessaire d'après le médecin scolaire).

## Périscolaire

- Garderie du soir jusqu'à 18h15 les jours où aucun de nous deux ne peut être là (mardi en général).
- Mercredi après-midi : Rose au judo à 14h (dojo de la Croix-Rousse), Théo au foot avec Daniel.

## APE

Association des parents d'élèves des Chartreux-Bas – liste de diffusion, cotisation 15 €/famille.
Claire Mounier est la parent déléguée de la classe de Rose.
""")

    write_text("notes/famille/reunion-parents-profs-theo.md", """
---
title: Réunion parents-professeurs – Théo (CM2)
date: 2025-10-14
tags: [famille, ecole, theo, decision]
---

# Réunion parents-professeurs – Théo, CM2

**Mardi 14 octobre 2025, 17h30** – école des Chartreux-Bas, salle 12 (2e étage), avec Mme Valérie
Roussel. Daniel et moi étions là tous les deux (Daniel arrivé avec 5 min de retard, évidemment).

## Ce qu'elle nous a dit

- Lecture / compréhension : très bien, il lit beaucoup, vocabulaire riche (« l'anglais à la maison aide »).
- Maths : calcul mental rapide mais **fractions et problèmes en plusieurs étapes fragiles**.
- Comportement : bavard, surtout avec son voisin ; elle l'a changé de place.
- Autonomie : oublie ses affaires, cahier de textes peu rempli → il faut vérifier le soir.
- Entrée en 6e : pas d'inquiétude, mais il faut consolider les maths d'ici juin.

## Proposition

Mme Roussel propose des **APC** (activités pédagogiques complémentaires) le jeudi de 12h à 12h45, en
petit groupe, pendant 6 semaines à partir du jeudi 6 novembre, sur les fractions.

**Décision : on a accepté.** Daniel était un peu réticent (Théo va rater la récré du jeudi), mais on est
d'accord tous les deux : c'est 6 semaines, pas la mort. Théo a grogné puis a dit OK.

## À faire

- [x] Signer et rendre le formulaire d'accord APC (rendu le 16/10)
- [ ] Acheter un cahier d'exercices sur les fractions
- [ ] Vérifier le cahier de textes le soir (Daniel le lundi et le vendredi, moi les autres jours)
- [ ] Rappeler la classe de découverte de mai : réunion d'info en janvier
""")


    # ------------------------------------------------------------------ sport
    write_text("notes/sport/trail-balcons-beaujolais.md", """
---
title: Trail des Balcons du Beaujolais 2025
created: 2025-03-18
updated: 2025-07-16
tags: [sport, trail, course]
statut: forfait
---

# Trail des Balcons du Beaujolais – 21 septembre 2025

## La course

- **Dimanche 21 septembre 2025**, format « Balcons » : 32 km, 1 250 m D+.
- Départ 8h00 de la **salle des fêtes de Ternand**, arrivée au même endroit.
- Barrière horaire au km 21 (Saint-Vérand) à 12h15.
- Inscrite le 18 mars : n° d'inscription BBT25-04412, **dossard 1187**, 38 €.
- Matériel obligatoire : réserve d'eau 1 L, gobelet, couverture de survie, sifflet, téléphone chargé.

C'est mon premier trail au-dessus de 30 km. Objectif : finir en moins de 5h, sans me blesser (raté, voir
plus bas).

## Plan d'entraînement (16 semaines, à partir du 2 juin)

| Semaines | Volume | Contenu |
|---|---|---|
| 1–4 | 30–35 km | sortie longue 1h30, côtes courtes le mardi avec les Foulées |
| 5–8 | 35–45 km | sortie longue 2h–2h30 avec D+ (Monts d'Or), renfo 2×/sem |
| 9–12 | 45–50 km | week-end choc (samedi + dimanche), travail de descente |
| 13–14 | 50 km | sortie longue 3h30 sur une partie du parcours |
| 15–16 | affûtage | volume ÷ 2, on garde un peu d'intensité |

Renforcement : mollets excentriques, gainage, proprioception – je le prescris à mes patients, je
devrais le faire moi-même.

## Pourquoi ce trail

Parce que c'est à une heure de Lyon, que le parcours passe dans les pierres dorées que j'adore, et
parce que Marion m'a mise au défi au repas de Noël du club. Depuis la naissance de Rose j'ai couru
des 10 km, deux semi-marathons et des trails courts (le 18 km des Monts d'Or deux fois). Passer à 32
km avec 1 250 m de dénivelé, c'est une vraie marche, mais pas une folie si la préparation est
sérieuse.

Et puis, soyons honnête : je passe mes journées à remettre en forme des coureurs blessés, j'avais
envie de me prouver que je savais construire une préparation propre pour moi-même. L'ironie de la
suite ne m'échappe pas.

Contraintes de vie à intégrer :

- le cabinet jusqu'à 19h30 trois soirs par semaine → les séances de qualité le mardi avec le club
  ou tôt le matin ;
- les enfants le mercredi après-midi (judo de Rose, foot de Théo) ;
- le congrès d'Édimbourg en juin, le déménagement du cabinet (prévu en juillet à l'époque !) et les
  vacances en Bretagne en août : pas de sorties longues en montagne pendant deux semaines ;
- Daniel qui travaille tard quand il mixe un album.

Le plan est donc construit sur trois séances par semaine, pas cinq, avec du renfo à la maison le
soir. Ça me semblait raisonnable, et je le pense toujours : le problème n'était pas le volume
total, mais la façon dont je l'ai augmenté (voir plus bas).

## Le parcours, d'après le road-book

- **Km 0 → 6** : départ de la salle des fêtes, traversée du village puis première montée dans les
  vignes vers le hameau des Grandes Pierres. Ça part vite, ne pas se laisser embarquer : le
  road-book parle d'un bouchon au premier single, autant l'accepter.
- **Km 6 → 12** : crêtes boisées, des balcons sur la vallée de l'Azergues (d'où le nom). Terrain
  roulant, quelques racines. Premier ravitaillement liquide au km 11.
- **Km 12 → 21** : la grosse difficulté, 450 m de D+ en deux montées sèches, puis descente technique
  vers Saint-Vérand. Ravitaillement complet et barrière horaire au km 21. C'est là que se joue la
  course : arriver avec des jambes.
- **Km 21 → 28** : longue remontée régulière dans les pins, puis les pierres dorées. Beau mais long.
- **Km 28 → 32** : descente finale sur le village, d'abord large puis en sentier cassant. Attention
  aux quadriceps et… au tendon d'Achille (je ne le savais pas encore).

Temps des années précédentes : les premières femmes en 3h05, la médiane autour de 4h45, les derniers
autour de 6h15. Mon objectif « moins de 5h » était raisonnable.

## Les semaines, en détail (ce que j'ai vraiment fait)

**Semaine 1 (2–8 juin)** – 31 km. Mardi côtes courtes avec les Foulées (10 × 45 s), jeudi footing,
dimanche 1h30 sur les quais et la montée de la Grande Côte. Parfait, sauf que j'étais à Édimbourg la
semaine suivante.

**Semaine 2 (9–15 juin)** – 18 km seulement : deux footings à Édimbourg (Arthur's Seat au lever du
jour, magnifique, et Holyrood Park). Pas de sortie longue.

**Semaine 3 (16–22 juin)** – 38 km. J'ai voulu rattraper la semaine 2. Première erreur. Sortie longue
de 2h10 dans les Monts d'Or avec Marion, 650 m D+.

**Semaine 4 (23–29 juin)** – 42 km. Nouvelles chaussures (drop 4 mm au lieu de 8) pour la sortie
longue de 2h40. Deuxième erreur : deux changements en même temps.

**Semaine 5 (30 juin–6 juillet)** – la fameuse sortie longue du 6 juillet, 2h50 avec beaucoup de
descente, et la douleur au talon sur la dernière demi-heure. Fin du plan.

Ce que je dirais à une patiente dans la même situation : progression de 10 % par semaine maximum,
une seule variable à la fois, et on ne rattrape jamais une semaine ratée. Je le sais. Je le dis
tous les jours.

## Matériel

- Chaussures : les anciennes (drop 8 mm) pour les sorties longues, les nouvelles seulement sur du
  plat au début – si c'était à refaire.
- Sac de trail 5 L avec flasques, bâtons pliants (autorisés sur cette course).
- Frontale pas obligatoire (départ à 8h), mais dans le sac au cas où.
- Montre : alerte allure en montée, pour ne pas partir trop vite.

## Nutrition

- Petit-déj 3h avant : porridge, banane, un café.
- Pendant : une compote ou une pâte de fruits toutes les 40 min, eau + sel.
- Tester tout ça sur les sorties longues, rien de nouveau le jour J.

## Journal

- **18/03** : inscription faite avec Marion (du club), elle fait le 32 aussi.
- **02/06** : début du plan. Le mardi soir avec les Foulées de la Croix-Rousse.
- **29/06** : sortie longue 2h40 dans les Monts d'Or, super sensations.
- **06/07** : douleur au talon gauche en fin de sortie longue, Achille qui tire le lendemain matin.
  Mauvais signe, je connais trop bien.
- **09/07** : je réfléchis à passer sur le 14 km « Découverte » pour ne pas tout perdre.
- **15/07** : échographie chez le Dr Besson (médecin du sport). Verdict dans le journal de blessure.
  **Je déclare forfait, complètement – ni 32 ni 14 km.** Mail envoyé à l'organisation dans la foulée.
- **16/07** : réponse de l'organisation reçue, à trancher avant la fin de l'année. Marion est triste,
  moi aussi.

## À faire

- [ ] Répondre à l'orga du TBB avant le 31/12 (voir leur mail du 15/07)
- [ ] Revendre ou garder les bâtons ? (garder, je reviendrai)
""")


    # ------------------------------------------------------------------ conference (EN)
    write_text("notes/conf/nsmf-edinburgh-2025.md", """
---
title: NSMF 2025 – Edinburgh
created: 2025-02-25
updated: 2025-06-17
tags: [conference, edinburgh, talk, cpd]
---

# NSMF 2025 – North Sea Musculoskeletal Forum, Edinburgh

Two days, **Thursday 12 and Friday 13 June 2025**. First time I present in English at a proper
conference since my MSc in Brighton – slightly terrified, mostly excited.

## Venue (CHANGED)

~~Carrick Conference Centre, Holyrood Road~~ – the refurbishment there ran late, so on 6 May Fiona
MacRae's team moved the whole forum to **Dunmore Hall, 27 Chambers Street**, Edinburgh. It's right in
the Old Town, ten minutes' walk from the hotel. Registration desk in the foyer from 8:15.

## My talk

- **Title:** "Return to climbing after SLAP repair: a 12-week progressive loading protocol"
- **Abstract ID:** NSMF25-0217
- **Authors:** Amélie Faure (Lyon) & Tom Okafor (Manchester) – Tom is my co-author; he ran the UK arm
  of the case series, I ran the Lyon arm.
- **Session 4 – Upper limb**, Friday 13 June, **11:40–11:55**, Room B. 12 minutes + 3 minutes of
  questions. Chair: Dr Fiona MacRae.

### Abstract (as submitted)

Background: superior labral (SLAP) repairs are common in recreational climbers, yet return-to-climb
advice is mostly opinion-based and many patients either return too early or lose a season to
over-cautious rehabilitation. We describe a 12-week progressive loading protocol used in two clinics
(Lyon, France; Manchester, UK) and report outcomes in a consecutive case series.

Methods: fourteen climbers (9 M, 5 F, 22–47 years) after arthroscopic SLAP repair followed a
three-phase programme: protection and isometric loading (weeks 1–4), isotonic strengthening with
graded overhead exposure (weeks 5–8), and climbing-specific loading including hangboard progressions
and campus-free bouldering (weeks 9–12). Progression was criterion-based (pain ≤ 3/10, full passive
range, strength ratio ≥ 80 % of the other side). Outcomes: QuickDASH, a climbing-specific
self-efficacy scale, and time to first lead route.

Results: thirteen of fourteen patients completed the programme; one withdrew for unrelated reasons.
Median QuickDASH fell from 43 to 9. Eleven patients returned to lead climbing by week 16; no re-tears
were recorded at six months.

Conclusion: a criterion-based programme with early climbing-specific exposure appears safe and allows
most recreational climbers to return within four months. A larger prospective study is planned.

### Slide plan (12 min, max 12 slides)

1. Title + the two clinics (photo of the Lyon bouldering gym, with permission)
2. Why climbers are different: overhead, hanging, dynamic loads
3. The problem: opinion-based return-to-climb
4. Protocol overview – one slide, three colours, no bullet soup
5. Phase 1 (protection, isometrics)
6. Phase 2 (isotonic, overhead exposure)
7. Phase 3 (hangboard progression table)
8. Criteria to progress
9. Results: QuickDASH plot
10. Results: time to lead
11. Limitations (small n, no control group, two therapists only)
12. Take-home + QR code to the patient handout

### Rehearsal notes

- First run-through on 2 June: 15 min 40. Way too long. Cut slide 2 in half, drop the anatomy.
- Second run (Julien as audience, 5 June): 12 min 50. He says I speak faster in English than in French,
  which is true.
- Third run with Daniel (native speaker check): "hangboard", not "hang board"; "progressions" not
  "progressings". He also says I definately say "so" too much.
- Practise the first 60 seconds by heart. After that it flows.

### Likely questions

- Why no control group? → ethics + numbers; prospective study planned with Tom.
- Outcome measure for fear of re-injury? → self-efficacy scale, we'll add TSK-11 next time.
- What about campus boards? → excluded before week 16, on purpose.
- Same protocol for Bankart repairs? → no, different constraints, different talk.

## Travel

- Flight AirVolta VA 318, Wednesday 11 June, 14:05 from Lyon Saint-Exupéry, arrives Edinburgh
  15:00 local. Return Saturday 14 June mid-morning (VA 319).
- Hotel: three nights near Greyfriars – booking confirmation is in my inbox.
- Carry-on only. Clicker, HDMI/USB-C adaptor, slides on USB *and* in the cloud.
- Claim everything as training costs (frais de formation) with Hélène.

## People

- **Dr Fiona MacRae** – programme chair, very kind in her e-mails, Edinburgh-based.
- **Tom Okafor** – co-author, Manchester. First time meeting in person after two years of video calls!
- **Hannah Price** – old friend from the Brighton MSc, now in Edinburgh. Dinner on Thursday evening, she's
  booking somewhere in Leith.

## Sessions worth catching

- Thu 9:30 keynote on tendon loading (for my own Achilles, ha – this was before July…)
- Thu 14:00 "Running injuries in women over 35" – obviously
- Fri 9:00 shoulder imaging panel
- Fri 15:30 "Digital follow-up in private practice" (Julien asked me to go)

## The patient handout (to translate)

The handout is the one-page sheet we give climbers at week 4, when the sling comes off and they start
asking "when can I climb again?". Tom wrote the English version, I adapted the exercise names for the
Lyon gym. Structure:

1. **Phase 1 – protect (weeks 1–4):** sling as prescribed, isometrics at 30–50 % effort, no hanging,
   no pulling. Walk, cycle on a static bike, keep the legs and core strong.
2. **Phase 2 – rebuild (weeks 5–8):** resistance bands and light dumbbells, scapular control,
   gradual overhead work below pain threshold. Easy traversing on big holds *only* from week 8 and
   only if the physio agrees.
3. **Phase 3 – climb (weeks 9–12):** hangboard progression from feet-assisted hangs to full
   bodyweight on big edges, bouldering on vertical walls, no dynamic moves, no campus board.
4. **Criteria to progress:** pain ≤ 3/10 during and after, full passive range, strength ≥ 80 % of
   the other side on the dynamometer.
5. **Red flags:** clicking with pain, night pain, pins and needles, sudden loss of strength → stop and
   call us.

The French version needs to stay on one page, which is harder than it sounds: French is about 20 %
longer. Julien to proofread "suspensions assistées" vs "suspensions allégées".

## Session notes, in more detail

**Keynote – tendon loading (Thu 9:30).** The speaker's main message: tendons respond to load
magnitude and time under tension more than to the type of contraction. Heavy slow resistance (3–4 s
up, 3–4 s down, 3–4 sets, 3× a week) is at least as good as eccentric-only programmes for
mid-portion Achilles and patellar tendinopathy, with better adherence. For insertional Achilles
tendinopathy, avoid loading into dorsiflexion early (heel drops on the flat, not off a step). I
wrote "NB for me" in the margin without knowing how relevant it would be a month later.

**Running injuries in women over 35 (Thu 14:00).** Bone stress injuries are under-diagnosed;
perimenopause changes bone turnover and tendon stiffness; ask about sleep, energy availability and
menstrual changes rather than only about mileage. Strength training twice a week should be the
default, not the exception. Several of my patients fit that profile exactly.

**Shoulder imaging panel (Fri 9:00).** Radiologists and surgeons agreed that MRI findings in
overhead athletes correlate poorly with symptoms; labral "abnormalities" are common in asymptomatic
climbers and throwers. Clinical reasoning first, imaging to confirm. One surgeon said he now refers
more climbers to physio before considering SLAP repair at all – good for our next study.

**Digital follow-up in private practice (Fri 15:30).** For Julien: a small randomised study showing
that patients who receive short personalised videos of their own exercises (filmed on their phone
in the session) do more of them at home than patients who get generic videos or paper sheets.
Simple, cheap, and we could do it with Kalendo's messaging once the new premises are running.

## Q&A after my talk (what was actually asked)

1. *"How did you grade the hangboard load?"* – percentage of bodyweight using a scale under the
   feet, from 50 % to 100 % over four weeks. Tom answered this one, better than I would have.
2. *"Did anyone fail the strength criterion at week 8?"* – three patients, they stayed in phase 2
   for two more weeks.
3. *"Why not use the TSK for fear of re-injury?"* – fair point, we will add it in the prospective
   study.

## After the forum (notes, 14–17 June)

Talk went well – room B was full, maybe 70 people. Two questions about hangboard loading, one about the
self-efficacy scale. Fiona said she'd like a longer version next year. Tom and I agreed to write the
prospective protocol over the summer (ha).

Useful things I picked up:

- Tendon session: heavy slow resistance vs eccentric-only – the evidence is roughly equal, adherence is
  better with HSR. Changes how I prescribe at the practice.
- Women over 35: bone stress injuries underestimated, ask about energy availability.
- Digital follow-up: patients do the exercises more when they get a short video of themselves, not a
  generic one.

### Follow-ups

- [x] Thank-you e-mail to Fiona
- [ ] Send Tom the French version of the patient handout (promised in my reply on 16 June)
- [ ] Chase Tom for the outcome spreadsheet (he said he'd send it "next week")
- [ ] Forward the attendance certificate to Hélène for the CPD / training costs
- [ ] Write a one-page summary for Julien
""")

    # ------------------------------------------------------------------ lists

    write_text("notes/inbox.md", """
# Inbox / à trier

*(liste fourre-tout, mise à jour le 13/11/2025)*

## Cabinet
- [ ] Envoyer à Hélène : relevés bancaires du T3 + facture d'acompte Kinédis (Lucas a relancé)
- [ ] Résilier la box de la montée des Tisserands – attendre la vraie date, cette fois
- [ ] Plaque professionnelle : valider le BAT
- [ ] Affiche wifi salle d'attente à refaire (Inès)
- [x] Changer les mots de passe Kalendo + activer la 2FA

## Famille
- [ ] Autorisation de sortie de Rose (musée des Confluences) à signer et rendre
- [ ] Cotisation APE : 15 € (chèque ou virement)
- [ ] Dentiste pour Théo (contrôle annuel)
- [ ] Cadeau d'anniversaire de Margaret (22 novembre) – envoyer avant le 18 !

## Perso
- [ ] Send Tom the French version of the climbing handout – promised in June, embarassing now
- [ ] Trail : répondre à l'orga du TBB avant le 31/12
- [ ] Renouveler le passeport de Rose avant Pâques (Angleterre)
- [ ] Lire le papier sur HSR vs excentrique que Fiona a partagé
""")

    # ------------------------------------------------------------------ daily notes

    write_text("notes/journal/2025-06-12.md", """
# Thursday 12 June 2025 – Edinburgh, day 1

Forum day one at Dunmore Hall. The venue is lovely actually – old lecture theatres, creaky benches,
great acoustics. Registration was chaos for ten minutes then fine.

- Keynote on tendon loading: very good. Heavy slow resistance again.
- Lunch with Tom Okafor – finally met in person! He's taller than on video calls. We went through the
  slides one last time. Tomorrow 11:40, Room B. Deep breaths.
- Afternoon: "Running injuries in women over 35". Took notes for myself.

Coffee situation: dire. Everything is a flat white with oat milk unless you fight for it. I just want
a noisette. Found one decent espresso bar on Chambers Street.

Evening: dinner with **Hannah** at **Kittiwake Kitchen**, on the Shore in Leith. Amazing fish, we
talked until they stacked the chairs. She's thinking of leaving the NHS for private practice and
wanted to hear about Lyon. Walked back along Leith Walk, light until almost 11pm.

Called home: Rose lost another tooth, Théo wants to know if I saw the castle (not yet).
""")



    write_text("notes/journal/2025-11-12.md", """
# Mercredi 12 novembre 2025

Régie : confirmation par Mme Ferrand que les clés seront remises le vendredi 5 décembre et que **le
déménagement du cabinet se fera le samedi 6 décembre** (troisième report, cette fois c'est la
commission d'accessibilité qui doit passer avant). Julien a prévenu le déménageur. On ouvre aux
patients le mardi 9.

Kinédis : la livraison du matériel est maintenant le **lundi 8 décembre au matin**. Camille Brun a été
adorable, comme toujour.

Maison : depuis le 3 novembre, Rose ne mange plus à la cantine que le **mardi et le jeudi** – Daniel
est en télétravail le lundi et le vendredi et la récupère à midi. Elle est ravie (« les épinards du
lundi, c'est fini »). Théo garde ses 4 jours.

Théo : APC du jeudi, il dit que « c'est pas si nul ». Les fractions rentrent doucement.

Course : 45 minutes ce matin sur les quais, zéro douleur. Je n'ose pas encore parler de 2026.
""")

    # ------------------------------------------------------------------ docs
    write_text("docs/cabinet-infos-pratiques.txt", """
CABINET DE KINÉSITHÉRAPIE DES PENTES
Fiche infos pratiques (à l'accueil) - mise à jour janvier 2025
=================================================================

Adresse      : 9 montée des Tisserands, 69001 Lyon (1er étage, pas d'ascenseur)
Téléphone    : 04 65 71 20 16
Praticiens   : Amélie Faure, Julien Marchetti (masseurs-kinésithérapeutes D.E.)
Accueil      : Inès Dufour - lundi, mardi, jeudi matin

HORAIRES
  Lundi-vendredi 8h00-20h00 (sur rendez-vous)
  Samedi matin : urgences / kiné respiratoire sur appel (garde partagée)

WIFI PATIENTS
  Réseau       : KinePentes-Patients
  Mot de passe : Pentes2019!kine
  (ne pas afficher ce mot de passe sur la porte, le donner à la demande)

PRISE DE RENDEZ-VOUS
  En ligne sur Kalendo, ou par téléphone pendant les heures d'accueil.
  Annulation : 24h à l'avance, sinon la séance peut être facturée.

À SAVOIR
  - Apporter l'ordonnance, la carte Vitale et une serviette.
  - Tenue souple conseillée.
  - Paiement : CB, chèque, espèces. Tiers payant sur la part CPAM.

EN CAS DE PROBLÈME
  Chaudière / plomberie : régie actuelle, 04 65 71 20 90
  Ménage : société Net'Pentes, passage le mardi et le vendredi soir
""")

    write_text("docs/recette-far-breton.txt", """
FAR BRETON AUX PRUNEAUX
(recette de la boulangerie du bourg de Locquirec, notée en août 2025 - la boulangère me l'a dictée
pendant que Rose choisissait ses bonbons)

Pour un moule de 24 cm, 8 parts

  250 g de farine
  150 g de sucre
  4 oeufs
  1 litre de lait entier (pas de demi-écrémé, elle a insisté)
  50 g de beurre demi-sel + un peu pour le moule
  250 g de pruneaux dénoyautés
  2 cuillères à soupe de rhum (facultatif - sans pour les enfants)
  1 sachet de sucre vanillé, 1 pincée de sel

1. La veille (ou 1h avant) : faire tremper les pruneaux dans un peu de thé chaud + le rhum.
2. Four à 200 °C. Beurrer généreusement le moule.
3. Mélanger farine, sucre, sucre vanillé, sel. Ajouter les oeufs un par un.
4. Verser le lait petit à petit en fouettant pour éviter les grumeaux, puis le beurre fondu.
   La pâte doit être très liquide, comme une pâte à crêpes.
5. Répartir les pruneaux égouttés au fond du moule, verser la pâte.
6. 15 min à 200 °C puis 40-45 min à 180 °C. Le dessus doit être bien doré, presque brûlé par endroits.
7. Laisser refroidir complètement : c'est meilleur tiède ou froid, et encore meilleur le lendemain.

Variante de Geoff : avec des raisins secs. Daniel dit que c'est un crime.
""")

if __name__ == "__main__":
    build()
