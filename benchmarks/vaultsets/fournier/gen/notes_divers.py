from lib import write

CHORALE = """---
title: Chœur Allegro — infos pratiques
created: 2024-09-12
tags: [chorale, loisirs]
---

# Chœur Allegro (saison 2024-2025)

Chorale amateur du 4e, une cinquantaine de choristes, quatre pupitres. Je chante **alto** (alto 2 quand
il manque du monde en bas). Chef de chœur : **Étienne Vidal**. Secrétaire (c'est elle qui envoie tous les
mails de la liste) : Mireille Dubost.

## Répétitions

- **Le mardi, 20h00–22h00**, salle paroissiale Saint-Augustin (entrée par la cour, à gauche du porche).
- Reprise le mardi 17 septembre 2024.
- Pas de répétition pendant les vacances scolaires, sauf la semaine avant un concert.
- Arriver à 19h50 pour installer les chaises (tour de rôle, je suis dans l'équipe du 1er mardi du mois).

## Cotisation

180 € l'année (chèque à l'ordre de « Chœur Allegro »), partitions fournies, à rendre en juin.

## Programme 2024-2025

- Noël : Rutter (*Candlelight Carol*), deux noëls traditionnels, *Cantique de Jean Racine* (Fauré).
- Printemps : Requiem de Fauré, extraits, avec l'orchestre de l'école de musique.

## Contacts

- Liste de diffusion : allegro-choristes@listes.choeur-allegro.example
- Covoiturage alto : Françoise (Caluire) et Odile.
"""

IMPOTS = """---
title: Impôts 2025 — France et Royaume-Uni
created: 2025-04-10
updated: 2025-10-07
tags: [impôts, uk, france, administratif]
---

# Impôts 2025 — deux pays, deux déclarations

Je suis résidente fiscale française. J'ai des revenus au Royaume-Uni : l'appartement de Whitstable (loué,
géré par Coastline Lettings) et quelques intérêts sur le compte Harbour & Weald Bank. Donc :
une déclaration en France (tout, y compris l'UK) et une Self Assessment au Royaume-Uni (les loyers).

## France — revenus 2024

- Numéro fiscal : 30 98 214 566 017
- Déclaration en ligne, zone 3 (Rhône) : **date limite 5 juin 2025 à 23h59**.
- Traduction : BNC (déclaration contrôlée, 2035 faite par le cabinet Roux).
- Loyers UK : formulaire **2047** puis case **8TK** (crédit d'impôt égal à l'impôt français — voir RDV
  Roux du 11 mars).
- Intérêts UK : 2047 aussi, case 8VL (crédit d'impôt = impôt payé au UK, donc zéro en pratique).
- Compte à l'étranger à déclarer (3916) : Harbour & Weald Bank, compte courant + compte épargne.

Fait le 27 mai, avant de partir à Canterbury. Accusé de réception dans l'espace particulier.

## Royaume-Uni — tax year 2024-25 (6 April 2024 – 5 April 2025)

- UTR (Unique Taxpayer Reference) : **48213 90576**
- Comptable : Gareth Lloyd, Stourside Tax Services (Canterbury) — gareth@stourside-tax.example.co.uk
- Non-resident landlord : Coastline reçoit l'exemption, donc ils me versent les loyers bruts.
- **Online filing and payment deadline: 31 January 2026.** (Payments on account: probably not, the bill
  is small.)
- Dépenses déductibles : frais d'agence, assurance, réparation de la chaudière (mars 2025), gas safety
  certificate.

## Comptes UK

| Compte | Banque | Frais |
|---|---|---|
| Everyday current account (…4471) | Harbour & Weald Bank | £4 / month |
| Easy saver | Harbour & Weald Bank | none |

## Checklist

- [x] Déclaration France (27 mai)
- [x] 2047 + 3916
- [x] Envoyer à Gareth mes revenus français (pour le crédit, au cas où)
- [ ] **Envoyer à Gareth le relevé annuel Coastline + la facture de réparation de la chaudière** (il les
      attend pour boucler la Self Assessment)
- [ ] Payer la Self Assessment avant la date limite (référence = UTR + K)
"""

LISTES = """---
title: Listes — envies, favoris, cadeaux
created: 2024-10-20
updated: 2025-10-12
tags: [listes, perso]
---

# Listes

## Mes fromages préférés (pas ceux qu'on vend le plus, ceux que je mange)

1. **Saint-Marcellin** bien coulant, presque à la cuillère — le meilleur fromage du monde, je ne discute pas
2. Beaufort d'alpage de 18 mois minimum
3. Stichelton (le « Stilton » au lait cru) — la partie anglaise de moi
4. Comté 30 mois
5. Mont d'Or chaud, en saison

Je n'aime pas : les fromages aromatisés à la truffe (arôme de synthèse dans 9 cas sur 10), le cheddar
orange industriel, la raclette « au poivre ».

## Livres à lire

- *The Salt Orchard* en entier pour le plaisir — ah non, déjà fait 3 fois
- Annie Ernaux, *Le jeune homme*
- Hilary Mantel, *Wolf Hall* (en anglais, enfin)
- Un truc sur l'histoire du sel (pour le Verger)

## Restos à Lyon

- La Mère Brazier si un jour je gagne au loto
- Le petit bouchon de la rue d'Austerlitz pour les quenelles
- Le vietnamien du cours Général-Giraud avec Louise

## Idées cadeaux

- Papa : mots croisés du *Times* en recueil, un CD Bach (Goldberg, Perahia), une canne pliante jolie
- Maman : une lampe de lecture, du savon de Marseille (elle en redemande)
- Louise : lampe frontale (spéléo !), un livre sur les grottes, des cours d'escalade
- Tom : une bouteille de Condrieu, comme chaque année
"""

DAILY = {
"2024-10-08": """# Mardi 8 octobre 2024

Boutique : Hugo a commencé lundi. Il est poli, motivé, il coupe le comté comme un bûcheron. Je lui ai
imprimé la feuille des procédures d'ouverture (alarme, wifi, températures). Il a demandé s'il pouvait
écouter de la musique au labo : oui, mais pas de rap pendant la découpe.

Nadège veut refaire l'ardoise en plus grand. Pourquoi pas.

Traduction : Bérénice m'a appelée, le contrat pour *The Salt Orchard* devrait arriver après les fêtes.
Bonne nouvelle.

Chorale ce soir, salle paroissiale Saint-Augustin, 20h. On attaque le Rutter. Il fait déjà froid dans
cette salle en octobre, je prends une écharpe.

Louise : devoirs de maths, la division à deux chiffres, larmes, chocolat chaud, réconciliation.
""",
"2025-01-14": """# Mardi 14 janvier 2025

Premier vrai froid. La chaudière de la salle Saint-Augustin a rendu l'âme pendant les vacances : Mireille a
écrit qu'on répète désormais à la **MJC du Plateau, salle Rameau**, toujours le mardi à 20h. Première
répétition là-bas ce soir : chauffée, lumineuse, mais l'acoustique est sèche et il faut monter deux étages
avec le piano électrique. Étienne ravi quand même : « au moins on n'a plus les doigts bleus ».

Boutique : soldes de janvier = personne. Inventaire de la cave fait avec Nadège dimanche.

Papa : Tom dit qu'il n'a toujours pas de date pour la hanche. Il boite de plus en plus.

Traduction : chapitre 1 premier jet fini. Le dialecte va être l'enfer.
""",
"2025-04-17": """# Jeudi 17 avril 2025

Boutique : le lait de mardi, on l'a renvoyé. Acidité bien trop haute à la réception, il avait tourné
avant même d'arriver. Marcel Chazal a appelé pour s'excuser, il ne le facture pas, mais pas de faisselle
mercredi et des clients déçus. C'est le troisième souci avec le GAEC depuis février. Nadège dit qu'il
faut regarder ailleurs. Elle a raison.

Salle de bain : reçu les deux devis. Garnier 8 940 €, Dumas 7 650 €. Dumas peut commencer en juin,
Garnier pas avant l'automne. Je réfléchis, j'en parle à Nadège demain. Pas évident : Dumas est moins cher mais Garnier à l'air plus sérieux.

Louise : réunion de la coopérative scolaire, deuxième chèque classe découverte donné.

Papa : opération reportée au 3 juin (Tom me l'a dit la semaine dernière). J'ai reposé mes congés.
""",
"2025-05-28": """# Mercredi 28 mai 2025

Dernière ligne droite avant Canterbury. Je pars dimanche 1er juin, retour le samedi 14.

- Papa opéré **mardi 3 juin** à St Dunstan's. J'irai le voir l'après-midi avec maman, qui fait semblant
  de ne pas être stressée.
- Louise part en classe découverte lundi 2 (départ de l'école, Julien l'emmène). Au retour vendredi 6,
  Julien est à Grenoble, c'est **Valérie Chassagne** qui la récupère à l'école et la garde jusqu'à samedi
  midi. Clés + carte vitale déposées chez Valérie ce soir.
- Impôts France déclarés hier soir. Fait.
- Voyage : train Lyon → Ashford puis Canterbury. Nadège m'a encore demandé pourquoi je ne prends pas
  l'avion pour Gatwick, c'est moins cher : parce que je préfère mille fois le train, je déteste l'avion
  (les aéroports, les liquides dans un sac, les retards) et je peux traduire dans le train.
- Boutique : Nadège et Hugo seuls deux semaines. Planning affiché.

Sac : chargeurs, le manuscrit, du Beaufort pour papa (il n'a pas le droit au sel mais bon).
""",
"2025-09-02": """# Mardi 2 septembre 2025

Rentrée. Louise en 6e ! Collège à 8h, elle a voulu y aller seule. J'ai fait semblant d'être d'accord et je
l'ai suivie de loin jusqu'à la place.

Boutique :
- Première livraison de la Ferme des Monts d'Or hier lundi à 7h10 : 160 litres, lait à 3 °C, Céline
  Bouvier en personne. Nickel. Faisselle d'aujourd'hui très belle. Le changement de fournisseur, c'était
  la bonne décision.
- Hugo parti samedi → j'ai changé le mot de passe du Wi-Fi de la boutique ce matin (réseau
  CaveAuxTommes_Pro). Nouveau mot de passe : **Beaufort!Alpage25**. Le terminal de paiement et la tablette
  sont reconnectés. Code de la caisse changé aussi (dans le carnet rouge).
- La vitrine : refaite pendant la fermeture, enfin. Elle ferme bien. La régie a tenu parole.

Papa : plus qu'une visite de Janet par jour, le matin. Il se douche seul. Il est fier comme un paon.
""",
"2025-11-04": """# Mardi 4 novembre 2025

Liste du jour, parce que tout s'empile.

Traduction :
- *Le Verger de sel* : rendu le **15 novembre**, dans onze jours. 336 feuillets, il en reste une dizaine
  plus la relecture.
- Le glossaire des toponymes pour Bérénice : toujours pas envoyé. Honte.

Administratif :
- [ ] **Harbour & Weald : renvoyer le formulaire de self-certification (résidence fiscale)** avant le
      30 novembre, sinon ils bloquent le compte. Il faut mon numéro fiscal français (TIN) — il est dans la
      note impôts.
- [ ] Gareth attend toujours le relevé Coastline.

Salle de bain :
- [ ] Garnier doit **repasser remplacer le carreau fêlé** dans la niche de la douche (la réserve notée à
      la réception du 23 octobre). Il a dit « semaine du 10 novembre ». Après ça seulement, payer la
      retenue de 5 %.

Noël : **c'est décidé, on va à Canterbury**, Louise et moi, du samedi 20 au samedi 27 décembre, en train
(après le concert du 13). Papa ne peut pas encore faire le voyage jusqu'à Lyon, et maman ne veut pas le
laisser. Tom et sa compagne viennent le 24. Billets à prendre cette semaine.

Chorale jeudi comme d'habitude.
""",
}


def build():
    write("notes/chorale/choeur-allegro.md", CHORALE)
    write("notes/impots/impots-2025.md", IMPOTS)
    write("notes/listes/envies-et-favoris.md", LISTES)
    for d, text in DAILY.items():
        write(f"notes/journal/{d}.md", text)
