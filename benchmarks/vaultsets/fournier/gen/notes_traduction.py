from lib import write

CONTRAT = """---
title: Contrat de traduction — The Salt Orchard / Le Verger de sel
created: 2025-01-15
tags: [traduction, contrat, pont-levis]
editeur: Éditions du Pont-Levis
---

# Contrat — *The Salt Orchard* (Imogen Pryor) → *Le Verger de sel*

Reçu le 14 janvier par mail de Bérénice Lamarque (éditrice, domaine étranger, Éditions du Pont-Levis,
Paris 6e). Signé et renvoyé le 22 janvier (deux exemplaires papier, par la poste, à l'ancienne).

## Conditions particulières (résumé)

| | |
|---|---|
| Référence contrat | PL-2024-TR-118 |
| Œuvre | *The Salt Orchard*, Imogen Pryor (Harbourline Books, Londres, 2023), env. 118 000 mots |
| Titre provisoire | *Le Verger de sel* |
| Rémunération | 21 € le feuillet de 1 500 signes (espaces compris), comptage sur le texte français |
| Estimation | ~300 feuillets → environ 6 300 € |
| À-valoir | 6 300 €, moitié à la signature, moitié à la remise acceptée |
| Droits proportionnels | 1 % du prix public HT jusqu'à 10 000 ex., 1,5 % au-delà (poche : 0,5 %) |
| Remise partie 1 (ch. 1–12) | 31 mai 2025 |
| Remise complète | 30 septembre 2025 |
| Relecture des épreuves | sous 3 semaines après réception |

## Remarques

- Le tarif est correct mais pas génial : l'ATLF recommande plus pour un texte avec autant de dialecte du
  Kent et de vocabulaire technique (arboriculture, marais salants). J'ai accepté parce que le livre me
  plaît et que Bérénice est une bonne éditrice. À renégocier si le texte français dépasse l'estimation.
- Clause de cession des droits : durée de la propriété intellectuelle, classique. Droits audio inclus —
  j'ai demandé qu'ils soient rémunérés à part, refusé.
- Mention du nom de la traductrice en couverture : oui (page de titre + quatrième).
- Transmis à Philippe Roux pour savoir comment déclarer l'à-valoir.
"""

JOURNAL = """---
title: Journal de traduction — Le Verger de sel
created: 2025-01-23
updated: 2025-11-02
tags: [traduction, journal, pont-levis]
---

# Journal de traduction — *Le Verger de sel* (*The Salt Orchard*, Imogen Pryor)

Pour Bérénice Lamarque (Éditions du Pont-Levis). Je note ici l'avancement, les problèmes de vocabulaire,
les décisions de traduction et les dates, parce que dans six mois je ne me souviendrai plus de pourquoi
j'ai choisi « verger » plutôt que « vergers » dans le titre.

Rythme visé : 12 à 15 feuillets par semaine en période boutique normale, 20 quand Nadège me libère.

---

## 23 janvier 2025

Contrat signé et posté hier. Première lecture complète du roman terminée pendant les fêtes, deuxième
lecture crayon en main commencée. Le livre : une famille de producteurs de pommes et de sel sur la côte
nord du Kent, entre Faversham et Whitstable, sur trois générations. Beaucoup de dialogues en dialecte,
des termes d'arboriculture (porte-greffes, variétés anciennes, « grubbing up » des vergers après la
guerre), et tout le vocabulaire des marais salants anglais, qui n'est pas celui de Guérande.

Décision de titre provisoire : *Le Verger de sel*, au singulier, parce que le roman parle d'un verger
précis, celui de la grand-mère, inondé par la mer en 1953.

## 4 février

Chapitres 1–2 premier jet : 19 feuillets. Problème : les noms de lieux. Imogen mélange des toponymes réels
(Faversham, Oare, Seasalter) et inventés (Saltwick Marsh, Pryor's Hole). Je garde tout en anglais sans
italique, sauf ce qui a un équivalent français établi. J'ai commencé une liste des toponymes pour
Bérénice, pour la cohérence avec la carte en début de volume.

## 20 février

Chapitres 3–4. Les dialogues du grand-père en dialecte du Kent : je refuse le patois paysan français
« à la Pagnol », ce serait ridicule. Je passe par la syntaxe (phrases courtes, inversions, « qu'il dit »)
et deux ou trois mots régionaux neutres. Bérénice d'accord au téléphone.

Total : 41 feuillets.

## 10 mars

Semaine morte à cause du bilan de la boutique et de la réunion classe découverte. 7 feuillets.
Total : 58.

## 14 mars

Relu les chapitres 1 à 5 d'une traite. Trop fidèle par endroits, on sent l'anglais sous le français :
trop de « il y avait », trop de possessifs (« il mit sa main dans sa poche » → « il mit la main dans la
poche »). Passe de nettoyage prévue à la fin, mais je commence une liste de tics à chasser :
- les possessifs devant les parties du corps ;
- « réaliser » au sens de « se rendre compte » ;
- les adverbes en -ment en cascade ;
- le passif, qu'Imogen adore et que le français supporte mal.

## 25 mars

Papa : opération prévue le 14 mai. Prévenu Bérénice que je serai absente deux semaines autour de cette
date. Elle m'a dit de ne pas m'inquiéter pour la première remise du 31 mai, « on verra ».

Vocabulaire : *russet*, *cider apple*, *cooker* (pomme à cuire). « Reinette » pour les russets, sauf
quand c'est une variété précise (Egremont Russet reste en anglais).

## 3 avril

Journée de recherche sur les marais salants du Kent : la Swale, les salines médiévales de Seasalter,
les « salterns ». Le vocabulaire français vient de l'Atlantique (œillet, vasière, fare, adernes) et ne
colle pas du tout à ce qui se faisait dans le Kent (on faisait bouillir la saumure). Je choisis
« saline » pour *saltern* et j'évite le vocabulaire de Guérande, sauf pour le personnage de la cousine
bretonne au chapitre 9, où c'est voulu.

Question envoyée à Imogen via Bérénice : le « salt orchard » du titre est-il un vrai terme local ou une
invention ? Réponse : invention de la grand-mère dans le roman. Ouf, j'ai le droit d'inventer aussi.

## 9 avril

Opération de papa reportée au mois de juin. Tout bouge encore. Chapitres 7–8 faits quand même.
Total : 96 feuillets.

## 28 avril

Le chapitre 10 (la tempête de 1953) est le plus beau du livre et le plus dur à traduire. Trois jours pour
six pages. Le vocabulaire des digues : *sea wall* = digue, *sluice* = écluse/vanne, *fleet* (au sens
kentien d'un chenal de marais) = je garde « fleet » avec une incise la première fois.

## 26 mai

Remise de la partie 1 (chapitres 1–12) : envoyée ce soir, avec cinq jours d'avance sur le 31 mai !
142 feuillets, donc le texte sera plus long que prévu (estimation initiale 300, je pense plutôt 340).
Prévenu Bérénice : ça va peser dans la discussion sur le tarif.

## 16 juin

Retour de Canterbury. Papa va bien. Je n'ai RIEN traduit pendant quinze jours, à part un paragraphe sur
les haies dans le train. Bérénice m'a envoyé ses remarques sur la partie 1 : un fichier Word avec le suivi
des modifications, quatre cents bulles. Je déteste le suivi des modifications de Word : on ne voit plus le
texte, on voit des couleurs. Je lui ai demandé, pour la partie 2, de m'envoyer plutôt un **PDF annoté**
(ou des épreuves papier scannées), et je reporte moi-même dans mon fichier. Elle a dit oui.

## 19 juin

Reprise difficile. Repris les remarques de Bérénice sur la partie 1 : elle a raison sur 80 % des points,
je me bats sur les 20 % restants (surtout les dialogues du grand-père, qu'elle voudrait plus « lisses »).
Compromis : je lisse la syntaxe mais je garde deux mots régionaux par scène.

## 2 juillet

Appel avec Bérénice. Elle propose un avenant :
- le texte étant plus long et plus technique que prévu, et le Pont-Levis ayant revu sa grille sur les
  recommandations de l'ATLF, le tarif passe à **23,50 € le feuillet** pour tout ce qui n'est pas encore
  remis (donc la partie 2) ;
- la remise complète est repoussée du 30 septembre au **15 novembre 2025**, compte tenu du mois de juin
  perdu (papa) ;
- la parution reste prévue pour septembre 2026.

Oui, oui et oui.

## 11 juillet

Avenant reçu par mail, signé, renvoyé. **Tarif : 23,50 € / feuillet. Nouvelle date de remise : 15
novembre 2025.** Je mets à jour l'agenda.

## 28 juillet

Chapitres 13–15. Total : 176 feuillets. La boutique ferme du 11 au 25 août : objectif 60 feuillets pendant
la fermeture.

## 25 août

Fermeture bien employée : 64 feuillets. Total : 240. Louise chez Julien dix jours, Nadège à la mer, moi
dans la cuisine avec les fenêtres ouvertes et le ventilateur. Je ne peux pas traduire avec de la musique
qui a des paroles ; seulement du piano (Satie, Bill Evans) ou rien du tout.

## 12 septembre

Chapitre 19. Problème de « orchard » : le mot revient 300 fois. Verger, vergers, le verger, les arbres,
les rangs, la parcelle… Imogen l'emploie exprès comme un refrain. Je garde « verger » systématiquement
quand c'est le verger de la grand-mère, et je varie ailleurs. Noté dans la liste des choix pour Bérénice.

## 22 septembre

Bérénice demande, pour la fabrication, une **liste propre des toponymes** (réels et inventés) avec la
graphie retenue, pour la carte en début de volume et pour l'index du dossier de presse. Je lui ai dit que
je lui enverrai le glossaire des toponymes d'ici fin octobre. Elle a besoin aussi de la note de la
traductrice (une page max).

## 2 octobre

Glossaire des termes de pomiculture terminé pour moi (pas pour l'éditrice) : *rootstock* = porte-greffe,
*standard tree* = haute-tige, *bush* = basse-tige, *grubbing up* = arrachage, *windfalls* = pommes
tombées, *pomace* = marc. Les variétés anciennes restent en anglais, avec la majuscule (Bramley, Cox,
Egremont Russet), sauf quand un personnage les francise par dérision.

## 8 octobre

Chapitres 21–22. Total : 292 feuillets. Travaux de salle de bain depuis lundi : on traduit mal avec une
perforeuse au-dessus de la tête. Je vais chez Nadège l'après-midi.

## 20 octobre

Total : 318 feuillets. Restent les chapitres 25 à 27 et l'épilogue. Je serai juste pour le 15 novembre,
mais ça passe. Relu tout le chapitre 10 à voix haute : il tient.

Méthode pour la relecture finale, pour ne pas l'oublier la prochaine fois : une première passe sur
écran contre l'anglais (oublis, contresens), une deuxième sur papier sans l'anglais (rythme, répétitions,
tics), une troisième à voix haute pour les dialogues seulement. Compter une journée pour 25 feuillets en
deuxième passe, pas plus, sinon je ne vois plus rien. Et garder le dernier jour pour la note de la
traductrice et les questions à l'éditrice, au lieu de les écrire à minuit comme d'habitude.

## 2 novembre

Total : 336 feuillets. Épilogue commencé. Décompte final prévu autour de 345 feuillets — donc
142 × 21 € + ~203 × 23,50 €, à vérifier avec le décompte de signes du Pont-Levis.

## À faire

- [x] Partie 1 remise (26 mai)
- [x] Avenant signé (11 juillet)
- [ ] **Envoyer à Bérénice le glossaire des toponymes** (promis pour fin octobre — en retard !)
- [ ] Note de la traductrice (une page)
- [ ] Relecture complète à voix haute, chapitres 20 à la fin
- [ ] Remise finale : 15 novembre 2025
- [ ] Épreuves : prévoir trois semaines en janvier
"""


def build():
    write("notes/traduction/contrat-verger-de-sel.md", CONTRAT)
    write("notes/traduction/journal-de-traduction.md", JOURNAL)
