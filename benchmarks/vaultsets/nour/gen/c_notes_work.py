# Markdown notes: work (École des Érables) and OAQ.
NOTES = {}

NOTES["notes/travail/erables/00-projet-erables.md"] = """---
projet: École des Érables — agrandissement
no_projet: ABL-2317
client: Centre de services scolaire des Mille-Rivières (CSSMR)
statut: conception → appel d'offres
créé: 2024-10-28
tags: [travail, erables, ABL]
---
# École des Érables — agrandissement (ABL-2317)

Agrandissement de deux étages côté cour + nouveau gymnase simple (≈ 560 m²), 8 classes,
1 local de service de garde, vestiaires. École existante de 1962 (brique rouge, structure béton),
2870 rue Monselet, Montréal-Nord. Budget de construction annoncé par le CSS: 6,9 M$.

## Intervenants

| Rôle | Nom | Firme | Contact |
|---|---|---|---|
| Client — chargée de projets | Isabelle Fortin | CSS des Mille-Rivières | isabelle.fortin@cssmr.example |
| Associée responsable | Hélène Brossard | ABL | poste 201 |
| Architecte de projet | moi | ABL | poste 214 |
| Technologue | Kevin Pham | ABL | poste 209 |
| Structure | Marc-André Tremblay, ing. | Structures Vallée | 514-555-0178 |
| Méca-élec | Gabriel Nguyen, ing. | Thermo-Conseil | 514-555-0163 |
| Entrepreneur général | (à venir — appel d'offres) | | |

## Structure du gymnase
- 2024-11-14, réunion de conception: on part avec le **lamellé-collé (glulam)** pour la toiture
  du gymnase. Hélène adore, et le CSS pousse sa politique d'intégration du bois.
  Portée libre ≈ 24 m.
- À valider: coût + résistance au feu exigée. Marc-André doit revenir avec un comparatif.

## Brique — options pour la présentation au comité de l'école
- Ardoise (gris foncé, fini velouté) — mon préféré, honnêtement
- Sable doré (trop « condo de banlieue » selon Hélène)
- Rouge Laurentien (rappel de l'école existante)

Le comité tranche en janvier. (Décisions finales: voir les courriels d'Isabelle.)

## Échéancier prévisionnel
- Plans et devis 100 %: fin janvier 2025
- Appel d'offres public: février 2025
- Début des travaux: mai 2025
- Réception provisoire: décembre 2025 (serré!!)

## Divers
- Le CSS veut des classes « flexibles » — mobilier sur roulettes, pas de tableaux fixes partout.
- Kevin gère la maquette Revit; moi les détails d'enveloppe + coordination.
- Voir aussi: appel-offres-addenda.md, registre-ODC.md
"""

NOTES["notes/travail/erables/appel-offres-addenda.md"] = """---
projet: ABL-2317 Érables
sujet: appel d'offres public — suivi des addenda
maj: 2025-03-14
---
# Appel d'offres — Érables

- Avis publié sur SEAO le 2025-01-30 (le numéro SEAO est dans les addenda du CSS).
- Visite des lieux pour soumissionnaires: 2025-02-06, 10 h (Kevin y est allé, 7 entrepreneurs).
- Questions des soumissionnaires → on répond par addenda, Isabelle les publie.

## Addenda

| No | Date | Objet |
|---|---|---|
| 1 | 2025-02-07 | Réponses aux questions 1 à 6; précisions devis 09 91 00 (peinture) |
| 2 | 2025-02-13 | **Report de la date de clôture au 6 mars 2025, 14 h** (au lieu du 20 février); S-201 rév. 1 |
| 3 | 2025-02-27 | Ajout d'un prix séparé: auvent d'entrée en CLT (option) |

## Ouverture des soumissions (6 mars)

| Soumissionnaire | Prix (taxes en sus) | Option auvent CLT |
|---|---|---|
| Construction Duroc inc. | 6 842 000 $ | 38 500 $ |
| Groupe Bâtisco | 7 115 500 $ | 41 000 $ |
| Les Entreprises Ferland | 7 390 000 $ | 36 900 $ |

Estimation des professionnels: 6 910 000 $. Duroc conforme après vérification (licence RBQ,
cautionnement, attestation de Revenu Québec). Recommandation d'adjudication envoyée le 14 mars.
Le CSS n'a pas retenu l'option auvent (budget) — ça deviendra un crédit / ODC plus tard.
"""

NOTES["notes/travail/erables/PV-chantier-03-2025-06-10.md"] = """# PV — Réunion de chantier no 3 — École des Érables (ABL-2317)

**Date:** 2025-06-10, 9 h — roulotte de chantier
**Présents:** Isabelle Fortin (CSSMR), Nour Haddad (ABL), Kevin Pham (ABL), Patrick Lavoie (Duroc),
S. Gagnon (surintendant, Duroc), Marc-André Tremblay (Structures Vallée) — point 3.2 seulement
**Rédaction:** N. Haddad

## 1. Approbation du PV no 2
Adopté sans modification.

## 2. Avancement
- Excavation et fondations du gymnase complétées; coffrage des murs du niveau 1 en cours.
- Livraison de la charpente du gymnase prévue la semaine du 16 juin (confirmée par Duroc).
- Retard de 4 jours ouvrables lié aux pluies de mai — Duroc pense le rattraper.

## 3. Questions techniques
3.1 **Plafond du gymnase existant** — lors de la démolition du plafond suspendu, Duroc a découvert
un enduit de plâtre suspect. Résultats du labo reçus le 6 juin: présence d'amiante (chrysotile, 2-3 %).
Travaux arrêtés dans la zone, aire confinée. Duroc doit soumettre un prix pour le désamiantage
(futur ODC-07). Isabelle avise la direction de l'école.

3.2 **Ouverture corridor B (mur de maçonnerie existant)** — détail du linteau reçu de Structures Vallée;
prix de Duroc reçu (ODC-04, voir registre). Étançonnement à faire avant l'ouverture.

3.3 DI-09 (hauteur des garde-corps de la mezzanine) — fermée. DI-11 (type de drain de toit) — fermée.

## 4. Santé-sécurité
Rappel: zone de désamiantage interdite d'accès; affichage en place.

## 5. Prochaine réunion
Mardi 24 juin, 9 h.
"""

NOTES["notes/travail/erables/PV-chantier-08-2025-09-02.md"] = """# PV — Réunion de chantier no 8 — École des Érables (ABL-2317)

**Date:** 2025-09-02, 9 h — roulotte de chantier
**Présents:** Isabelle Fortin (CSSMR), Nour Haddad (ABL), Patrick Lavoie (Duroc),
S. Gagnon (surint., Duroc), Gabriel Nguyen (Thermo-Conseil)
**Absents:** Kevin Pham (vacances), Marc-André Tremblay
**Rédaction:** N. Haddad

## 1. PV no 7
Adopté. Correction: la date de livraison des fenêtres est le 22 septembre, pas le 15.

## 2. Avancement
- Parement de brique: ≈ 60 % complété (façades nord et est).
- Membrane de toiture du gymnase complétée; relevés et solins en cours.
- Cloisons niveau 2: 80 %. Gypse niveau 1: début la semaine prochaine.
- Occupation partielle visée pour la rentrée de janvier — le CSS veut une date ferme d'ici octobre.

## 3. Ordres de changement
- ODC-07 (désamiantage plafond gymnase existant): prix toujours en négociation; Duroc doit revenir
  avec un prix révisé. Travaux de désamiantage terminés le 15 août (certificat de l'hygiéniste reçu).
- ODC-08 (renfort de dalle pour la mezzanine mécanique): prix reçu, en analyse.

## 4. Demandes d'information (DI)
- **DI-14** — ouverture de 1,8 m demandée par le méca dans le mur porteur du corridor B, niveau 2
  (passage de gaines). **En attente de la réponse de Structures Vallée.** Duroc a besoin de la réponse
  avant le 19 septembre, sinon impact sur les cloisons.
- DI-13 (quincaillerie des portes du gymnase) — répondue le 28 août, fermée.

## 5. Divers
- Isabelle demande une visite avec la direction de l'école fin septembre.
- Nettoyage du chantier côté cour d'école avant la rentrée: fait.

## 6. Prochaine réunion
Mardi 16 septembre, 9 h.
"""

NOTES["notes/travail/erables/registre-ODC.md"] = """---
projet: ABL-2317 Érables
document: registre des ordres de changement (ODC)
maj: 2025-07-03
---
# Registre des ODC — Érables

| ODC | Objet | Origine | Montant | Statut |
|---|---|---|---|---|
| ODC-01 | Déplacement d'un regard pluvial | Civil | 3 480 $ | Approuvé 2025-05-20 |
| ODC-02 | Ajout de prises, classes 204-206 | Électricité | 2 115 $ | Approuvé 2025-05-27 |
| ODC-03 | Retrait de l'option auvent CLT | Client | crédit −38 500 $ | Approuvé 2025-05-27 |
| ODC-04 | Linteau d'acier, ouverture corridor B | Structure (détail S-501, Structures Vallée) | voir PJ du courriel de Patrick (5 juin) | Approuvé 2025-06-12 |
| ODC-05 | Porte coupe-feu 90 min, local électrique | Code | 4 760 $ | Approuvé 2025-06-12 |
| ODC-06 | Signalisation tactile (corridors) | Client | prix attendu | Ouvert |
| ODC-07 | Désamiantage du plafond du gymnase existant | Condition cachée | 22 900 $ (soumis le 27 juin) — trop cher, en négo | En négociation |
| ODC-08 | Renfort de dalle, mezzanine mécanique | Structure | à venir | Ouvert |

Notes:
- ODC-07: demander la ventilation (heures, disposition des déchets, hygiéniste). Comparer avec
  le prix unitaire au bordereau pour la démolition de plafond.
- Toujours faire signer Isabelle AVANT d'émettre l'ODC.
"""

NOTES["notes/travail/oaq-formation-continue.md"] = """---
sujet: OAQ — formation continue obligatoire
période: 2024-04-01 → 2026-03-31
maj: 2025-02-03
---
# Formation continue — OAQ

- Exigence: **40 heures** d'activités de formation continue par période de référence de deux ans
  (1er avril 2024 – 31 mars 2026).
- Au moins la moitié en activités structurées (cours, colloques, webinaires avec attestation).
- Déclaration dans le portail de l'Ordre **avant le 31 mars 2026** — ne PAS attendre la dernière
  semaine comme en 2024.
- Garder les attestations en PDF dans Documents/OAQ (le détail est dans le tableau CSV).
- Au 3 février 2025: 18 h déclarées.

## Idées
- [x] Webinaire Code de construction, ch. 3 (incendie)
- [ ] Colloque enveloppe du bâtiment (octobre) — environ 6 h
- [ ] Quelque chose sur l'amiante / la gestion de chantier en milieu scolaire? (vu l'ODC-07…)
- [ ] Revit avancé — vérifier si c'est admissible (probablement pas: « logiciel »)
- [ ] Lecture dirigée: guide d'accessibilité universelle (autoapprentissage, max d'heures limité)

Rappel: la cotisation annuelle et l'assurance responsabilité, c'est séparé (payé en mars).
"""
