from lib import write

SDB = """---
title: Salle de bain — devis, choix, suivi
created: 2025-04-17
updated: 2025-10-08
tags: [appart, travaux, salle-de-bain]
adresse: 9 passage des Mûriers, 69004 Lyon
---

# Salle de bain — rénovation 2025

Salle de bain de 5,2 m², jamais refaite depuis les années 90 : baignoire sabot jaunie, carrelage beige
qui se décolle, ventilation inexistante, joints noirs. Objectif : **douche à l'italienne** 120 × 90 avec
niche, meuble vasque suspendu, WC suspendu, sèche-serviettes, VMC qui marche. Pas de baignoire (on n'en
prend jamais, Louise préfère la douche depuis ses 8 ans).

## Les deux devis

| | Plomberie Garnier | Dumas Sanitaire |
|---|---|---|
| Contact | Yannick Garnier (recommandé par Nadège) | Loïc Dumas |
| N° devis | G-2025-044 | DS-0391 |
| Date | 15/04/2025 | 16/04/2025 |
| Montant TTC | 8 940 € | 7 650 € |
| Durée | 12 jours ouvrés | 10 jours |
| Disponibilité | pas avant octobre | à partir du 16 juin |
| Carrelage | pose comprise, fourniture client | pose + fourniture « gamme standard » |
| Receveur | extra-plat à carreler, siphon linéaire | receveur résine blanc |
| Garantie | décennale + assurance dommages | décennale |

Garnier est plus cher mais plus précis (siphon linéaire, étanchéité sous carrelage en système complet,
niche détaillée). Dumas est moins cher et disponible tout de suite.

## Décision n° 1 — 28 avril 2025 : Dumas

On part sur Dumas : 1 290 € de moins, et surtout des travaux en juin… sauf que je serai à Canterbury
jusqu'au 14. Loïc Dumas propose de commencer le lundi 16 juin. Bon pour accord envoyé par mail le 28.
Pas d'acompte demandé avant le démarrage (à vérifier, c'est bizarre).

## Mai–juin

Dumas injoignable en mai. Rappelé trois fois. Sa secrétaire : « il vous rappelle ». Le 10 juin, message :
démarrage « fin juin, début juillet au plus tard ». Je commence à douter.

## 4 juillet : Dumas repousse — on annule

Mail de Loïc Dumas le 3 juillet : chantier décalé à **janvier 2026** (« gros chantier d'un bailleur
social »), et devis réactualisé à 8 300 € TTC à cause de la hausse des matériaux. Non. J'ai annulé par
retour de mail le 4 juillet. Comme il n'y avait pas eu d'acompte, rien à récupérer.

## Décision n° 2 — 7 juillet 2025 : Garnier

Rappelé Yannick Garnier : son créneau d'octobre est toujours libre. **On part avec Plomberie Garnier**,
devis G-2025-044 à 8 940 € TTC, plus 180 € de la niche en option (bandeau LED). Confirmation reçue le
10 juillet.

- Acompte de 30 % : **2 682 €**, payé par virement le 12 juillet.
- Solde : à la fin des travaux, avec une retenue de garantie de 5 % jusqu'à la levée des éventuelles
  réserves.
- Démarrage : **lundi 6 octobre 2025**, fin prévue mardi 21 octobre.

## Carrelage

Fourni par nous (Garnier pose). Acheté chez **Carrelages Rhodaniens**, le grand showroom de Villeurbanne
(48 rue des Faïenciers) : grès cérame effet terrazzo, finition **mate**, coloris « Sable », 60 × 60 au sol
et dans la douche, et en 30 × 60 aux murs. 14 m² + 10 % de chutes. Commande passée le 19 septembre,
livrée directement chez nous le 2 octobre. Facture 1 146 € TTC.

Robinetterie : mitigeur thermostatique encastré, choisi le 24 septembre et référence envoyée à Garnier.

## Budget

| Poste | Montant TTC |
|---|---|
| Plomberie Garnier (devis + option niche) | 9 120 € |
| Carrelage Carrelages Rhodaniens | 1 146 € |
| Meuble vasque + miroir | 640 € |
| Sèche-serviettes (fourni par Garnier, inclus) | 0 € |
| Peinture plafond (moi) | 60 € |
| **Total** | **10 966 €** |

Prime éventuelle : rien (pas d'aide pour une simple rénovation de salle de bain sans adaptation PMR).

## Pendant les travaux

- 6 octobre : démarrage comme prévu à 8h. Dépose de la baignoire dans la journée ; on se douche chez Nadège
  ou à la piscine du Plateau.
- 8 octobre : chape et receveur posés, l'odeur de colle partout. Louise dort chez Julien jusqu'au 12.
"""

IDEES = """---
title: Salle de bain — idées en vrac (rien de décidé)
created: 2025-03-02
tags: [appart, salle-de-bain, idées]
---

# Salle de bain : idées en vrac

*Juste des idées pour l'instant, rien n'est décidé, pas de devis. Pour ne pas les oublier.*

## Pistes

- Garder une baignoire ? Une petite baignoire îlot ce serait le rêve… dans 5 m², non. Ou une baignoire
  douche ? À voir.
- Couleur : vert sauge ? terracotta ? ou tout clair pour agrandir.
- Du bois ? (plan vasque en chêne huilé — entretien ?)
- Un WC suspendu, ça c'est sûr que j'en ai envie.
- Un radiateur sèche-serviettes pour les hivers de la Croix-Rousse.
- Des plombiers à qui demander un devis : celui de Nadège (Garnier), et l'entreprise dont j'ai vu le
  panneau sur le chantier de la rue d'Austerlitz (Dumas ?).

## J'aime / j'aime pas

J'aime :
- le terrazzo, surtout en finition mate, avec des éclats pas trop gros ;
- les niches dans la douche (fini les flacons par terre) ;
- la robinetterie noire mate… mais ça se voit, le calcaire ;
- les grands carreaux, moins de joints.

J'aime pas :
- **le carrelage métro blanc brillant** : je le déteste, ça fait salle de bain de location ou de
  boucherie, et avec la lumière du nord c'est glacial ;
- les frises, les listels, tout ce qui « décore » ;
- les parois de douche avec des profilés chromés épais ;
- les miroirs avec éclairage bleuté.

## Inspirations

- la salle de bain de l'hôtel à Annecy (terrazzo rose pâle, niche éclairée) ;
- Pinterest, tableau « sdb passage » (52 épingles, dont la moitié se contredisent).
"""


def build():
    write("notes/maison/salle-de-bain.md", SDB)
    write("notes/maison/salle-de-bain-idees.md", IDEES)
