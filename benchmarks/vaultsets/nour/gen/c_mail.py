# E-mails (.eml) and the running-club mbox.
NOUR_W = "Nour Haddad <nour.haddad@abl-archi.example>"
NOUR_P = "Nour Haddad <nour.haddad@courriel.example>"
HELENE = "Hélène Brossard <helene.brossard@abl-archi.example>"
ISA = "Isabelle Fortin <isabelle.fortin@cssmr.example>"
MA = "Marc-André Tremblay <ma.tremblay@structuresvallee.example>"
PAT = "Patrick Lavoie <plavoie@duroc.example>"
JOSEE = "Josée Papineau <jpapineau@gestioncarre.example>"
GILLES = "Gilles Ouellet <gilles.ouellet@courriel.example>"
PRIYA = "Priya Raman <priya.raman@courriel.example>"
CA = "CA Syndicat 5120 Clark <ca-5120clark@courriel.example>"

SIG_MA = """
--
Marc-André Tremblay, ing.
Structures Vallée inc.
514-555-0178"""

SIG_PAT = """
--
Patrick Lavoie
Chargé de projet — Construction Duroc inc.
514-555-0140 | plavoie@duroc.example"""

EMAILS = {}

# ------------------------------------------------------------------ work
EMAILS["mail/2024/12/2024-12-11_ma-tremblay_comparatif-gymnase.eml"] = dict(
    layout="plain", cte="quoted-printable", domain="structuresvallee.example",
    msgid="<comparatif-gym-20241211@structuresvallee.example>",
    frm=MA, to=NOUR_W, cc=HELENE, date="2024-12-11 16:42",
    subject="Gymnase Érables — comparatif lamellé-collé vs poutrelles d'acier",
    body="""Bonjour Nour, bonjour Hélène,

Comme demandé à la réunion de conception du 14 novembre, voici notre comparatif
pour la toiture du nouveau gymnase (portée libre d'environ 24 m).

Option A — poutres en lamellé-collé + platelage bois
- Surcoût estimé: +182 000 $ par rapport à l'option B (structure seulement).
- Résistance au feu de 45 min exigée pour ce bâtiment: surdimensionnement des
  poutres (calcul de carbonisation), assemblages protégés.
- Délai de fabrication annoncé par les fournisseurs: 20 à 24 semaines.

Option B — poutrelles d'acier ajourées (OWSJ) + platelage métallique
- Coût de référence.
- Protection incendie par plafond/protection projetée, déjà prévue au budget.
- Délai: 10 à 12 semaines.

Sur le plan technique, l'option B est plus simple et plus sûre pour l'échéancier.
Cela dit, c'est une décision architecturale et client — je vous laisse en discuter
avec le CSS. Je peux être disponible pour une rencontre la semaine du 6 janvier.

Bonne fin de journée,
""" + SIG_MA)

EMAILS["mail/2025/01/2025-01-16_helene_RE-comparatif-gymnase.eml"] = dict(
    layout="plain", cte="8bit", domain="abl-archi.example",
    in_reply_to="<comparatif-gym-20241211@structuresvallee.example>",
    frm=HELENE, to=MA, cc=NOUR_W + ", Kevin Pham <kevin.pham@abl-archi.example>",
    date="2025-01-16 08:05",
    subject="RE: Gymnase Érables — comparatif lamellé-collé vs poutrelles d'acier",
    body="""Bonjour Marc-André,

Décision finale, après discussion avec Isabelle (CSS) hier: on retient l'option B —
poutrelles d'acier ajourées et platelage métallique pour la toiture du gymnase.
Le surcoût et surtout le délai du lamellé-collé ne passent pas avec une réception
en décembre.

Le CSS accepte à condition qu'on garde du bois visible ailleurs: on proposera un
auvent d'entrée en CLT, en prix séparé au bordereau.

Nour: peux-tu mettre à jour S-201 (avec Marc-André) et la coupe A-301 avant
l'émission pour soumission? Kevin: la nomenclature des finis du gymnase aussi.

Et oui, je sais, c'est moi qui voulais le glulam. Désolée pour le revirement.

Hélène

--
Hélène Brossard, architecte associée
Atelier Brossard Lemieux architectes

> -----Message d'origine-----
> De : Marc-André Tremblay
> Envoyé : 11 décembre 2024 16:42
> Objet : Gymnase Érables — comparatif lamellé-collé vs poutrelles d'acier
>
> Option A — poutres en lamellé-collé + platelage bois
> - Surcoût estimé: +182 000 $ par rapport à l'option B (structure seulement).
> - Délai de fabrication annoncé par les fournisseurs: 20 à 24 semaines.
>
> Option B — poutrelles d'acier ajourées (OWSJ) + platelage métallique
> - Coût de référence.
> - Délai: 10 à 12 semaines.
>
> Sur le plan technique, l'option B est plus simple et plus sûre pour l'échéancier.
> Cela dit, c'est une décision architecturale et client.
""")

EMAILS["mail/2025/01/2025-01-29_isabelle_choix-brique.eml"] = dict(
    layout="html", cte="quoted-printable", domain="cssmr.example",
    frm=ISA, to=NOUR_W, cc=HELENE, date="2025-01-29 13:17",
    subject="Érables — choix des matériaux de façade (comité du 27 janvier)",
    html="""<html><body style="font-family:Calibri,Arial,sans-serif">
<p>Bonjour Nour,</p>
<p>Merci pour la présentation de lundi, les échantillons ont fait leur effet. Voici les choix
confirmés par le comité de l'école et la direction des ressources matérielles&nbsp;:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Élément</th><th>Choix retenu</th><th>Remarque</th></tr>
<tr><td>Brique (parement principal)</td><td>Ardoise Velours — Briqueterie Saint-Laurent, format modulaire</td><td>Validé à l'unanimité</td></tr>
<tr><td>Mortier</td><td>Gris pâle</td><td>Joints tirés au fer</td></tr>
<tr><td>Revêtement métallique (gymnase)</td><td>Zinc prépatiné</td><td>Sous réserve du prix</td></tr>
<tr><td>Fenêtres</td><td>Aluminium anodisé clair</td><td>—</td></tr>
<tr><td>Accent entrée</td><td>Bois (auvent CLT, option séparée)</td><td>Selon budget à l'ouverture</td></tr>
</table>
<p>La directrice a demandé si une brique foncée pouvait rendre les enfants tristes. Je pense que
ta réponse l'a rassurée&nbsp;:)</p>
<p>Merci de mettre à jour le devis (section 04 21 13) avant l'émission.</p>
<p>Isabelle Fortin<br>Chargée de projets — Ressources matérielles<br>Centre de services scolaire des Mille-Rivières</p>
</body></html>
""")

EMAILS["mail/2025/02/2025-02-13_cssmr_addenda-2.eml"] = dict(
    layout="html", cte="base64", domain="cssmr.example",
    frm="Approvisionnement CSSMR <approvisionnement@cssmr.example>", to=NOUR_W,
    cc=ISA, date="2025-02-13 15:30",
    subject="AO 2025-017 — Addenda no 2 — Agrandissement École des Érables",
    html="""<html><body style="font-family:Arial,sans-serif">
<h3>Appel d'offres public AO 2025-017 — Agrandissement de l'École des Érables</h3>
<p>Le présent addenda fait partie intégrante des documents d'appel d'offres.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td><b>Numéro SEAO</b></td><td>1847392</td></tr>
<tr><td><b>Addenda</b></td><td>No 2 — émis le 13 février 2025</td></tr>
<tr><td><b>Objet</b></td><td>Report de la date limite de réception des soumissions; révision du plan S-201</td></tr>
<tr><td><b>Nouvelle date de clôture</b></td><td>jeudi 6 mars 2025 à 14 h 00 (au lieu du 20 février 2025)</td></tr>
<tr><td><b>Ouverture publique</b></td><td>même jour, 14 h 15, salle du conseil, 3e étage du centre administratif</td></tr>
</table>
<p>Documents joints sur SEAO&nbsp;: S-201 révision 1 (charpente du gymnase), réponses aux questions 7 à 12.</p>
<p>Les soumissionnaires doivent accuser réception de l'addenda no 2 au formulaire de soumission.</p>
<p>Service de l'approvisionnement<br>Centre de services scolaire des Mille-Rivières</p>
</body></html>
""")

EMAILS["mail/2025/05/2025-05-08_patrick-lavoie_RE-equipe-chantier.eml"] = dict(
    layout="plain", cte="8bit", domain="duroc.example",
    in_reply_to="<kickoff-question-20250507@abl-archi.example>",
    frm=PAT, to=NOUR_W, cc=ISA, date="2025-05-08 07:52",
    subject="RE: Érables — équipe de chantier et mobilisation",
    body="""Bonjour Nour,

Notre surintendant sur le chantier des Érables sera Steve Gagnon
(cell. 514-555-0142, sgagnon@duroc.example). Il sera sur place dès la
mobilisation le lundi 12 mai, tous les jours de 6 h 30 à 15 h 30.

Pour la coordination, les DI et les ODC, c'est toujours moi. Pour tout ce qui
touche l'accès au site, la sécurité et la cour d'école: Steve directement.

La roulotte sera installée côté stationnement des employés (côté nord).

Bonne journée,
""" + SIG_PAT + """

> De : Nour Haddad
> Envoyé : 7 mai 2025 17:10
>
> Bonjour Patrick,
> Pouvez-vous me confirmer qui sera votre surintendant sur le chantier et ses
> coordonnées? Le CSS veut les noms pour l'avis aux parents.
> Merci!
> Nour
""")

EMAILS["mail/2025/05/2025-05-29_ma-tremblay_linteau-corridor-B.eml"] = dict(
    layout="plain", cte="quoted-printable", domain="structuresvallee.example",
    frm=MA, to=NOUR_W, cc=PAT, date="2025-05-29 11:20",
    subject="Érables — détail linteau, nouvelle ouverture corridor B (S-501)",
    body="""Bonjour Nour,

Voici le détail pour la nouvelle ouverture de 2,4 m dans le mur de maçonnerie
existant du corridor B (niveau 1), à intégrer au S-501:

- Linteau: profilé W200x36 avec plaque inférieure soudée de 10 mm (pour supporter
  les deux parements).
- Appuis: 200 mm minimum de chaque côté, sur plaque d'appui 150x200x12 scellée
  au coulis sans retrait.
- Étançonnement temporaire obligatoire (aiguilles + étais) avant le sciage;
  séquence à soumettre par l'entrepreneur, scellée par son ingénieur.
- Galvanisé à chaud, peinture intumescente là où apparent.

Patrick: merci de nous envoyer la séquence d'étançonnement avant de chiffrer.

""" + SIG_MA)

EMAILS["mail/2025/06/2025-06-05_patrick-lavoie_ODC-04-prix.eml"] = dict(
    layout="mixed", cte="8bit", domain="duroc.example",
    frm=PAT, to=NOUR_W, cc=ISA, date="2025-06-05 14:03",
    subject="Érables — ODC-04 linteau corridor B — notre prix",
    body="""Bonjour Nour,

Tel que demandé, voici notre prix pour l'ODC-04 (nouveau linteau d'acier, ouverture
du corridor B, selon le détail de Structures Vallée du 29 mai).

La ventilation complète (acier, main-d'œuvre, étançonnement, sciage, administration)
est dans le fichier joint. La séquence d'étançonnement scellée suivra lundi.

Merci de nous revenir d'ici le 12 juin pour ne pas retarder la maçonnerie.
""" + SIG_PAT,
    attachments=[("ODC-04_ventilation.txt", """CONSTRUCTION DUROC INC. — Ventilation de prix
Projet: Agrandissement École des Érables (ABL-2317)
ODC-04 — Linteau d'acier, nouvelle ouverture corridor B (réf. S-501)

Acier (profilé + plaque + plaques d'appui, galvanisé) ....... 1 480,00 $
Peinture intumescente ........................................  310,00 $
Étançonnement temporaire (installation + retrait) ........... 1 260,00 $
Sciage de maçonnerie et disposition ..........................  920,00 $
Main-d'oeuvre (maçon + monteur, 24 h) ........................ 1 576,00 $
Ingénieur (séquence scellée) .................................  290,00 $
Sous-total ................................................... 5 836,00 $
Administration et profit (7 %) ...............................  404,00 $ (arrondi)
TOTAL ODC-04 (taxes en sus) ................................. 6 240,00 $

Validité: 30 jours.
""")])

EMAILS["mail/2025/06/2025-06-27_patrick-lavoie_ODC-07-amiante.eml"] = dict(
    layout="plain", cte="quoted-printable", domain="duroc.example",
    msgid="<odc07-prix-20250627@duroc.example>",
    frm=PAT, to=NOUR_W, cc=ISA, date="2025-06-27 16:55",
    subject="Érables — ODC-07 désamiantage plafond gymnase existant — prix",
    body="""Bonjour Nour,

Voici notre prix pour l'ODC-07: désamiantage de l'enduit de plâtre du plafond du
gymnase existant (env. 410 m²), travaux à risque élevé selon le Code de sécurité
pour les travaux de construction.

Montant: 22 900,00 $ (taxes en sus), incluant:
- sous-traitant spécialisé (aire confinée, unité de décontamination, pression négative);
- hygiéniste industriel (échantillonnage et certificat de fin de travaux);
- transport et disposition des déchets d'amiante;
- reconstruction du plafond suspendu non incluse (ODC séparé à venir).

Délai: 3 semaines, après les vacances de la construction.

""" + SIG_PAT)

EMAILS["mail/2025/09/2025-09-09_patrick-lavoie_RE-ODC-07.eml"] = dict(
    layout="plain", cte="8bit", domain="duroc.example",
    in_reply_to="<odc07-nour-20250905@abl-archi.example>",
    references="<odc07-prix-20250627@duroc.example> <odc07-nour-20250905@abl-archi.example>",
    frm=PAT, to=NOUR_W, cc=ISA, date="2025-09-09 10:12",
    subject="RE: Érables — ODC-07 désamiantage plafond gymnase existant — prix",
    body="""Bonjour Nour,

Après révision avec notre sous-traitant: vous avez raison pour les heures de
l'hygiéniste (comptées deux fois) et pour le tarif de disposition.

Notre prix révisé et final pour l'ODC-07 est de 18 450,00 $ (taxes en sus).
Si c'est accepté, Isabelle peut signer l'ODC cette semaine et on facture au
prochain décompte.

Merci pour la patience,
""" + SIG_PAT + """

> De : Nour Haddad
> Envoyé : 5 septembre 2025 08:31
>
> Bonjour Patrick,
> J'ai passé la ventilation ligne par ligne. Deux points: les heures de
> l'hygiéniste apparaissent à la fois dans le sous-traitant et dans votre
> ligne « hygiéniste », et le tarif de disposition est celui d'un déchet
> biomédical. On ne peut pas recommander 22 900 $ au CSS tel quel.
> Merci de réviser.
> Nour
>
>> De : Patrick Lavoie
>> Envoyé : 27 juin 2025 16:55
>> Montant: 22 900,00 $ (taxes en sus)
""")

EMAILS["mail/2025/09/2025-09-03_oaq_infolettre-formations.eml"] = dict(
    layout="html", cte="quoted-printable", domain="oaq-formation.example",
    frm="Ordre des architectes — Formation continue <infolettre@oaq-formation.example>",
    to=NOUR_W, date="2025-09-03 06:00",
    subject="Infolettre — Formations de l'automne 2025",
    headers=[("List-Unsubscribe", "<https://oaq-formation.example/desabonnement>")],
    html="""<html><body style="font-family:Georgia,serif;max-width:640px">
<h2>Formations de l'automne 2025</h2>
<p>La période de référence 2024-2026 avance&nbsp;: pensez à planifier vos activités dès maintenant.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Date</th><th>Activité</th><th>Format</th><th>Heures reconnues</th></tr>
<tr><td>25 sept.</td><td>Rénovation des écoles existantes&nbsp;: conditions cachées</td><td>Webinaire</td><td>2</td></tr>
<tr><td>16 oct.</td><td>Colloque enveloppe du bâtiment 2025</td><td>Présentiel</td><td>6</td></tr>
<tr><td>6 nov.</td><td>Accessibilité universelle — mise à jour</td><td>Webinaire</td><td>3</td></tr>
<tr><td>20 nov.</td><td>Surveillance de chantier (module 3)</td><td>Présentiel</td><td>7</td></tr>
</table>
<p>Inscriptions sur le portail des membres. Les places en présentiel sont limitées.</p>
<p style="font-size:small">Vous recevez cette infolettre parce que vous êtes membre. <a href="https://oaq-formation.example/desabonnement">Se désabonner</a></p>
</body></html>
""")

# ------------------------------------------------------------------ condo
EMAILS["mail/2025/03/2025-03-05_josee_soumissions-toiture.eml"] = dict(
    layout="html", cte="quoted-printable", domain="gestioncarre.example",
    frm=JOSEE, to=CA, date="2025-03-05 10:48",
    subject="5120 Clark — réfection de toiture: tableau comparatif des soumissions",
    html="""<html><body style="font-family:Arial,sans-serif">
<p>Bonjour aux membres du CA,</p>
<p>Voici le tableau comparatif des trois soumissions reçues pour la réfection complète de la toiture
(membrane élastomère 2 plis, isolation, drains, solins). Les prix excluent les taxes.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Entrepreneur</th><th>Prix</th><th>Garantie main-d'œuvre</th><th>Allocation platelage</th><th>Début possible</th></tr>
<tr><td>Toitures Bélair</td><td>148 900 $</td><td>10 ans</td><td>200 pi² incluses</td><td>juillet</td></tr>
<tr><td>Couvreur Laflamme &amp; Fils</td><td>162 300 $</td><td>10 ans</td><td>300 pi² incluses</td><td>août</td></tr>
<tr><td>Toit-Expert</td><td>139 500 $</td><td>5 ans</td><td>aucune (au taux horaire)</td><td>juin</td></tr>
</table>
<p>Je vous recommande de vérifier les licences RBQ et les preuves d'assurance avant de décider.
Les soumissions complètes sont sur le portail.</p>
<p>Josée Papineau<br>Gestionnaire de copropriétés — Gestion Carré Immobilier</p>
</body></html>
""")

EMAILS["mail/2025/05/2025-05-14_josee_report-AGA.eml"] = dict(
    layout="alt", cte="quoted-printable", domain="gestioncarre.example",
    frm=JOSEE, to="Copropriétaires 5120 Clark <coproprietaires-5120clark@courriel.example>",
    date="2025-05-14 09:30",
    subject="AGA du 5120 Clark — REPORT au 11 juin et changement de salle",
    body="""Bonjour à tous,

En raison des travaux de réparation au sous-sol commun (suite au dégât d'eau de
février), l'assemblée générale annuelle prévue le 28 mai est REPORTÉE.

Nouvelle date : mercredi 11 juin 2025, 19 h
Nouveau lieu : Centre communautaire Clark-Fairmount, salle B (2e étage),
5335 rue Clark (entrée par la ruelle, ascenseur disponible)

L'ordre du jour est inchangé. Le point principal demeure la cotisation spéciale
pour la réfection de la toiture. Les procurations doivent nous parvenir au plus
tard le 9 juin.

Merci de votre compréhension,
Josée Papineau
Gestion Carré Immobilier
""",
    html="""<html><body style="font-family:Arial,sans-serif">
<p>Bonjour à tous,</p>
<p>En raison des travaux de réparation au sous-sol commun (suite au dégât d'eau de février),
l'assemblée générale annuelle prévue le 28 mai est <b>REPORTÉE</b>.</p>
<table border="0" cellpadding="4">
<tr><td><b>Nouvelle date</b></td><td>mercredi 11 juin 2025, 19 h</td></tr>
<tr><td><b>Nouveau lieu</b></td><td>Centre communautaire Clark-Fairmount, salle B (2e étage), 5335 rue Clark (entrée par la ruelle, ascenseur disponible)</td></tr>
</table>
<p>L'ordre du jour est inchangé. Le point principal demeure la cotisation spéciale pour la réfection
de la toiture. Les procurations doivent nous parvenir au plus tard le 9 juin.</p>
<p>Merci de votre compréhension,<br>Josée Papineau<br>Gestion Carré Immobilier</p>
</body></html>
""")

EMAILS["mail/2025/05/2025-05-22_priya_RE-cotisation-speciale.eml"] = dict(
    layout="plain", cte="8bit", domain="courriel.example",
    in_reply_to="<cotisation-projection-20250521@gestioncarre.example>",
    frm=PRIYA, to=NOUR_P, cc=GILLES, date="2025-05-22 21:14",
    subject="RE: Projection cotisation spéciale — toiture",
    body="""Salut Nour,

Pour ta présentation à l'AGA: j'ai refait le calcul avec le contrat signé
de Bélair + taxes + 10 % de contingence, moins ce qu'on prend dans le fonds
de prévoyance. On arrive à 98 000 $ à répartir selon les quotes-parts.

Pour ton unité (302, quote-part 8,12 %), ça donne 7 957,60 $ si c'est adopté,
en deux versements. C'est plus que les 6 800 $ « moyens » qu'on avait lancés
en janvier — il faudra l'expliquer simplement, les gens vont réagir.

Je t'envoie le tableau complet par unité demain.

Priya

> De : Josée Papineau
> Envoyé : 21 mai 2025 16:02
>
> Bonjour Priya,
> Voici la projection préliminaire. Le fonds de prévoyance peut contribuer
> 60 000 $ sans descendre sous le minimum recommandé par l'étude.
> Josée
""")

EMAILS["mail/2025/07/2025-07-18_gestion-carre_nouveau-gestionnaire-toiture.eml"] = dict(
    layout="alt", cte="quoted-printable", domain="gestioncarre.example",
    frm="Martin Lévesque <mlevesque@gestioncarre.example>",
    to="Copropriétaires 5120 Clark <coproprietaires-5120clark@courriel.example>",
    date="2025-07-18 11:05",
    subject="5120 Clark — nouveau gestionnaire + début des travaux de toiture",
    body="""Bonjour à tous,

Je me présente : Martin Lévesque, votre nouveau gestionnaire chez Gestion Carré
Immobilier. Josée Papineau a quitté l'entreprise le 11 juillet; je reprends
l'ensemble de ses dossiers, dont le vôtre. Mes coordonnées : 514-555-0193,
mlevesque@gestioncarre.example.

Toiture : le permis de la Ville a enfin été délivré. Les travaux de Toitures
Bélair débuteront le lundi 11 août 2025 (et non plus à la mi-juillet comme
annoncé au printemps), pour une durée prévue de 3 semaines, selon la météo.

Pendant les travaux :
- le stationnement arrière sera occupé par le conteneur;
- l'accès au toit est interdit;
- prévoir du bruit de 7 h à 17 h en semaine.

Au plaisir de vous rencontrer,
Martin Lévesque
Gestion Carré Immobilier
""",
    html="""<html><body style="font-family:Arial,sans-serif">
<p>Bonjour à tous,</p>
<p>Je me présente&nbsp;: <b>Martin Lévesque</b>, votre nouveau gestionnaire chez Gestion Carré Immobilier.
Josée Papineau a quitté l'entreprise le 11 juillet; je reprends l'ensemble de ses dossiers, dont le vôtre.
Mes coordonnées&nbsp;: 514-555-0193, mlevesque@gestioncarre.example.</p>
<p><b>Toiture&nbsp;:</b> le permis de la Ville a enfin été délivré. Les travaux de Toitures Bélair débuteront
le <b>lundi 11 août 2025</b> (et non plus à la mi-juillet comme annoncé au printemps), pour une durée prévue
de 3 semaines, selon la météo.</p>
<ul><li>le stationnement arrière sera occupé par le conteneur;</li>
<li>l'accès au toit est interdit;</li>
<li>prévoir du bruit de 7 h à 17 h en semaine.</li></ul>
<p>Au plaisir de vous rencontrer,<br>Martin Lévesque<br>Gestion Carré Immobilier</p>
</body></html>
""")

EMAILS["mail/2025/08/2025-08-01_gilles_TR-permis-toiture.eml"] = dict(
    layout="plain", cte="8bit", domain="courriel.example",
    frm=GILLES, to=CA, date="2025-08-01 20:47",
    subject="TR: Permis délivré — 5120, rue Clark — réfection de toiture",
    body="""Enfin!!! Le permis est sorti. Je transfère pour vos dossiers.
Gilles

-------- Message transféré --------
De : Arrondissement — Permis et inspections <permis@arrondissement.example>
Date : 31 juillet 2025 14:22
À : Gilles Ouellet <gilles.ouellet@courriel.example>
Objet : Permis délivré — 5120, rue Clark — réfection de toiture

Bonjour,

Votre demande de permis de transformation a été approuvée.

Numéro de permis : 3004187265
Adresse des travaux : 5120, rue Clark
Nature des travaux : réfection complète de la couverture (membrane,
isolation, drains), sans modification de la hauteur du parapet
Entrepreneur déclaré : Toitures Bélair inc.
Validité : 12 mois

Le permis doit être affiché de façon visible pendant toute la durée des
travaux. Une inspection peut être effectuée sans préavis.

Division des permis et inspections
""")

EMAILS["mail/2025/08/2025-08-20_toitures-belair_extra-platelage.eml"] = dict(
    layout="alt", cte="quoted-printable", domain="toituresbelair.example",
    frm="Dany Bélair <dany@toituresbelair.example>", to=CA,
    cc="Gestion Carré Immobilier <info@gestioncarre.example>", date="2025-08-20 17:40",
    subject="5120 Clark — travaux supplémentaires: remplacement du platelage",
    body="""Bonjour,

Lors de l'arrachage de l'ancienne membrane, nous avons constaté que le platelage
de bois était pourri sur une bonne partie du toit, surtout du côté arrière.
Pour garantir la nouvelle membrane, nous avons dû remplacer environ 950 pi² de
platelage, alors que le contrat inclut une allocation de 200 pi².

Travaux supplémentaires : 750 pi² x 15,20 $/pi² = 11 400 $ + taxes.

Nous joindrons ce montant à la facture finale. Des photos sont disponibles
sur demande.

Dany Bélair
Toitures Bélair inc. — RBQ 5712-0938-01
""",
    html="""<html><body style="font-family:Arial,sans-serif">
<p>Bonjour,</p>
<p>Lors de l'arrachage de l'ancienne membrane, nous avons constaté que le platelage de bois était pourri
sur une bonne partie du toit, surtout du côté arrière. Pour garantir la nouvelle membrane, nous avons dû
remplacer environ 950 pi² de platelage, alors que le contrat inclut une allocation de 200 pi².</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Description</th><th>Quantité</th><th>Prix unitaire</th><th>Total</th></tr>
<tr><td>Platelage supplémentaire (contreplaqué 5/8, pose)</td><td>750 pi²</td><td>15,20 $</td><td>11 400 $ + taxes</td></tr>
</table>
<p>Nous joindrons ce montant à la facture finale. Des photos sont disponibles sur demande.</p>
<p>Dany Bélair<br>Toitures Bélair inc. — RBQ 5712-0938-01</p>
</body></html>
""")

EMAILS["mail/2025/09/2025-09-04_sleclerc_rapport-platelage.eml"] = dict(
    layout="plain", cte="8bit", domain="ebleclerc.example",
    frm="Sébastien Leclerc <sleclerc@ebleclerc.example>", to=CA,
    date="2025-09-04 15:26",
    subject="5120 Clark — avis technique: platelage de toiture (travaux supplémentaires)",
    body="""Bonjour aux membres du conseil,

Suite à ma visite du 2 septembre (toit, entretoit accessible par la trappe du
4e étage) et à l'analyse des 38 photos fournies par Toitures Bélair, voici mes
constats sommaires. Le rapport complet signé suivra d'ici une semaine.

1. Le platelage remplacé est visible depuis l'entretoit sur la majeure partie
   de la zone arrière. Les traces d'humidité anciennes sur les solives confirment
   des infiltrations de longue date.
2. Selon les photos datées et les traces observées, la surface réellement
   détériorée (pourriture, délamination) est d'environ 430 pi², et non 950 pi².
   Le reste des panneaux remplacés présentait surtout des taches superficielles,
   ce qui ne justifiait pas un remplacement selon les règles de l'art.
3. Le prix unitaire de 15,20 $/pi² est dans la fourchette du marché.

Recommandation: reconnaître l'excédent réel au-delà de l'allocation
contractuelle, soit environ 230 pi² (430 − 200), et demander à l'entrepreneur
une facture révisée en conséquence.

Cordialement,

Sébastien Leclerc, ing.
Expertise Bâtiment Leclerc
514-555-0116
""")

EMAILS["mail/2025/09/2025-09-15_gilles_RE-platelage-suite.eml"] = dict(
    layout="plain", cte="8bit", domain="courriel.example",
    in_reply_to="<platelage-priya-20250912@courriel.example>",
    frm=GILLES, to=CA, date="2025-09-15 19:58",
    subject="RE: Platelage — suite et prochaines étapes",
    body="""Bonsoir,

D'accord avec Priya. Résumé de là où on en est:

- On a transmis l'avis de l'ingénieur à Bélair le 8 septembre avec notre
  proposition (payer seulement l'excédent réel).
- Dany Bélair a répondu au téléphone qu'il « regarde ça ». Rien par écrit.
- On attend toujours sa facture révisée. Tant qu'on ne l'a pas, on retient le
  paiement de l'extra (le reste du contrat est payé selon l'échéancier).
- La mise en demeure est rédigée mais on ne l'envoie pas avant le 30 septembre,
  pour lui laisser une chance.

Autre chose: Nour, les copropriétaires demandent encore le procès-verbal de
l'AGA du 11 juin. Peux-tu nous l'envoyer cette semaine pour qu'on le fasse
circuler? M. Dupuis m'en a parlé deux fois dans l'ascenseur.

Gilles

> De : Priya Raman
> Envoyé : 12 septembre 2025 22:40
>
> Je propose qu'on ne paie rien de l'extra tant qu'on n'a pas une facture
> écrite qui tient compte de l'avis de l'ingénieur. Et qu'on garde la mise en
> demeure prête. Je ne veux pas qu'on ait l'air de chercher la chicane, mais
> on ne peut pas juste payer parce qu'il a envoyé un courriel.
""")

# ------------------------------------------------------------------ Mama
EMAILS["mail/2025/03/2025-03-21_portail-chlo_resume-consultation.eml"] = dict(
    layout="html", cte="base64", domain="portail.chlo.example",
    frm="Portail patient — CH Laval-Ouest <ne-pas-repondre@portail.chlo.example>",
    to=NOUR_P, date="2025-03-21 08:02",
    subject="Nouveau document disponible — Résumé de consultation (Clinique de mémoire)",
    html="""<html><body style="font-family:Arial,sans-serif">
<p>Bonjour,</p>
<p>Un nouveau document a été déposé au dossier de <b>Mme Salwa Haddad</b>, pour laquelle vous êtes
désignée comme proche aidante.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td><b>Clinique</b></td><td>Clinique de mémoire — Gériatrie</td></tr>
<tr><td><b>Lieu</b></td><td>Centre hospitalier de Laval-Ouest, Pavillon B, 3e étage</td></tr>
<tr><td><b>Date de la consultation</b></td><td>20 mars 2025</td></tr>
<tr><td><b>Médecin</b></td><td>Dre Élise Gauthier, gériatre</td></tr>
<tr><td><b>Évaluation cognitive</b></td><td>MoCA 21/30 (rappel différé 1/5, orientation 4/6)</td></tr>
<tr><td><b>Impression</b></td><td>Trouble neurocognitif majeur d'intensité légère, probable maladie d'Alzheimer</td></tr>
<tr><td><b>Plan</b></td><td>Donépézil 5 mg DIE le matin; cessation de la conduite automobile (avis SAAQ); mandat de protection recommandé</td></tr>
<tr><td><b>Suivi</b></td><td>Dans environ 3 mois — la clinique communiquera avec vous</td></tr>
</table>
<p>Ce message est généré automatiquement. Pour toute question médicale, communiquez avec la clinique.</p>
</body></html>
""")

EMAILS["mail/2025/04/2025-04-03_me-belanger_confirmation-rdv.eml"] = dict(
    layout="mixed", cte="8bit", domain="belanger-notaire.example",
    msgid="<rdv-haddad-20250403@belanger-notaire.example>",
    frm="Me François Bélanger <fbelanger@belanger-notaire.example>", to=NOUR_P,
    date="2025-04-03 11:36",
    subject="Confirmation de rendez-vous — mandat de protection et testament de Mme Salwa Haddad",
    body="""Bonjour Madame Haddad,

Nous confirmons le rendez-vous de signature du mandat de protection et du
testament de votre mère, Mme Salwa Haddad :

  jeudi 17 avril 2025, à 10 h
  Étude Bélanger notaires — 2250, boulevard Saint-Martin Ouest, bureau 410, Laval

Prévoyez environ 1 h 30. Je rencontrerai d'abord votre mère seule une vingtaine
de minutes afin de vérifier son aptitude et son consentement libre et éclairé;
c'est la procédure normale et il n'y a pas lieu de s'inquiéter.

Vous trouverez en pièce jointe la liste des documents à apporter ainsi que
l'estimation de nos honoraires.

N'hésitez pas à communiquer avec mon adjointe, Nathalie Roy, pour toute question.

Me François Bélanger, notaire
Étude Bélanger notaires
450-555-0122
""",
    attachments=[("documents_et_honoraires.txt", """ÉTUDE BÉLANGER NOTAIRES
Dossier no 25-0418-MP — Mme Salwa Haddad

DOCUMENTS À APPORTER
- Carte d'assurance maladie ou autre pièce d'identité avec photo
- Coordonnées complètes des mandataires désignés (nom, adresse, téléphone)
- Liste sommaire des biens (immeuble, placements, comptes)
- Ancien testament, s'il y a lieu (copie)
- Nom et coordonnées du médecin traitant

HONORAIRES (estimation)
- Mandat de protection notarié ............ 1 150 $ + taxes
- Testament notarié ........................  450 $ + taxes
- Inscription aux registres de la Chambre des notaires: incluse
- Copies certifiées supplémentaires: 25 $ chacune

Paiement: chèque, virement ou carte de débit le jour de la signature.
""")])

EMAILS["mail/2025/04/2025-04-04_nour_RE-confirmation-rdv.eml"] = dict(
    layout="plain", cte="8bit", domain="courriel.example",
    in_reply_to="<rdv-haddad-20250403@belanger-notaire.example>",
    frm=NOUR_P, to="Me François Bélanger <fbelanger@belanger-notaire.example>",
    date="2025-04-04 07:18",
    subject="RE: Confirmation de rendez-vous — mandat de protection et testament de Mme Salwa Haddad",
    body="""Bonjour Me Bélanger,

Merci pour la confirmation. Nous y serons, ma mère et moi; ma sœur suivra
peut-être par téléphone depuis Toronto, si c'est possible.

Une question pratique: y a-t-il du stationnement pour visiteurs près de
l'entrée? Ma mère marche lentement et je préfère la déposer à la porte.

Merci et bonne journée,
Nour Haddad

> Prévoyez environ 1 h 30. Je rencontrerai d'abord votre mère seule une vingtaine
> de minutes afin de vérifier son aptitude et son consentement libre et éclairé;
> c'est la procédure normale et il n'y a pas lieu de s'inquiéter.
""")

EMAILS["mail/2025/06/2025-06-13_residence_ajustement-medication.eml"] = dict(
    layout="plain", cte="8bit", domain="jardins-ste-dorothee.example",
    frm="Sylvie Drouin <sdrouin@jardins-ste-dorothee.example>", to=NOUR_P,
    cc="Rania Haddad <rania.haddad@courriel.example>", date="2025-06-13 13:48",
    subject="Mme Salwa Haddad — ajustement de la médication",
    body="""Bonjour Madame Haddad,

Suite à la visite de suivi de votre mère à la clinique de mémoire hier, nous
avons reçu la nouvelle ordonnance de la Dre Gauthier:

- à compter du lundi 16 juin, le donépézil passe à 10 mg, une fois par jour,
  le matin avec le déjeuner (au lieu de 5 mg).

La pharmacie a été avisée et préparera les nouveaux piluliers. Nous allons
surveiller l'appétit, les nausées et le sommeil pendant les deux premières
semaines et je vous tiendrai au courant.

N'hésitez pas à m'appeler au poste 307.

Sylvie Drouin, inf.
Infirmière-chef — Résidence Les Jardins Sainte-Dorothée
450-555-0110
""")

EMAILS["mail/2025/07/2025-07-09_residence_changement-chambre.eml"] = dict(
    layout="plain", cte="7bit", domain="jardins-ste-dorothee.example",
    frm="Chantal Lacasse <clacasse@jardins-ste-dorothee.example>", to=NOUR_P,
    cc="Rania Haddad <rania.haddad@courriel.example>", date="2025-07-09 10:20",
    subject="Room change for Mrs. Salwa Haddad",
    body="""Hello Nour, hello Rania,

Following our meeting on Sunday, I confirm that your mother will move to
room 118 on the ground floor on Monday, July 21, in the morning. The room is
two doors from the nursing station, which will help the night staff with the
wandering episodes.

Our team will move her furniture, clothes and photos; her TV and phone line
will be transferred the same day. The monthly rate stays the same.

If you would like to bring anything else (a lamp, a rug, family photos), you
can drop it off at reception any time after the 21st.

Kind regards,

Chantal Lacasse
Care coordinator - Residence Les Jardins Sainte-Dorothee
450-555-0110 ext. 301
""")

# ------------------------------------------------------------------ running
EMAILS["mail/2025/04/2025-04-14_deux-rives_inscription.eml"] = dict(
    layout="plain", cte="7bit", domain="demideuxrives.example",
    frm="Deux-Rives Half Marathon <inscriptions@demideuxrives.example>", to=NOUR_P,
    date="2025-04-14 21:03",
    subject="Registration confirmed - Deux-Rives Half Marathon 2025",
    body="""Hi Nour,

Thank you for registering! Here is your confirmation.

Event:          Half marathon (21.1 km)
Date:           Sunday, October 5, 2025
Order number:   DR25-40671
Amount paid:    $112.50 (taxes and fees included; club code applied)
T-shirt size:   W-M

Your bib number and corral assignment will be emailed to you in September,
together with the race-day guide and the bib pick-up schedule.

Transfers are possible until September 1 (fee: $15).

See you at the start line!
The Deux-Rives Half Marathon team
""")

EMAILS["mail/2025/08/2025-08-12_physio-sante-plateau_recu.eml"] = dict(
    layout="plain", cte="7bit", domain="physiosanteplateau.example",
    frm="Physio Sante Plateau <recus@physiosanteplateau.example>", to=NOUR_P,
    date="2025-08-12 18:31",
    subject="Recu / Receipt - Physio Sante Plateau - 2025-08-12",
    body="""RECU DE PAIEMENT / PAYMENT RECEIPT

Client:           Nour Haddad
Date du service:  2025-08-12
Service:          Traitement de physiotherapie (suivi) / Physiotherapy treatment
Therapeute:       Julie Marchand, pht (permis OPPQ 12-3456)
Montant:          95,00 $
Paiement:         Debit
Numero de recu:   PSP-2025-08812

Conservez ce recu pour votre assurance collective.
Keep this receipt for your insurance claim.

Physio Sante Plateau
514-555-0157
""")

EMAILS["mail/2025/08/2025-08-28_coureur-nordique_promo.eml"] = dict(
    layout="html", cte="base64", domain="coureurnordique.example",
    frm="Boutique Coureur Nordique <promo@coureurnordique.example>", to=NOUR_P,
    date="2025-08-28 07:00",
    subject="Soldes de la rentrée : -20 % sur les chaussures d'entraînement",
    headers=[("List-Unsubscribe", "<https://coureurnordique.example/unsub>")],
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif">
<h1 style="color:#c0392b">Soldes de la rentrée</h1>
<p>Préparez votre course d'automne&nbsp;: -20&nbsp;% sur une sélection de chaussures jusqu'au 7 septembre.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Modèle</th><th>Prix régulier</th><th>Prix soldé</th></tr>
<tr><td>Saucony Ride 17</td><td>185,00 $</td><td>148,00 $</td></tr>
<tr><td>Brooks Ghost 16</td><td>190,00 $</td><td>152,00 $</td></tr>
<tr><td>Hoka Clifton 9</td><td>200,00 $</td><td>160,00 $</td></tr>
<tr><td>Saucony Endorphin Speed 4</td><td>230,00 $</td><td>184,00 $</td></tr>
</table>
<p>Nouveau&nbsp;: analyse de foulée gratuite le samedi matin en boutique.</p>
<p style="font-size:small"><a href="https://coureurnordique.example/unsub">Se désabonner</a></p>
</body></html>
""")

EMAILS["mail/2025/09/2025-09-16_deux-rives_dossard.eml"] = dict(
    layout="alt", cte="base64", html_cte="base64", domain="demideuxrives.example",
    frm="Demi-marathon des Deux-Rives <info@demideuxrives.example>", to=NOUR_P,
    date="2025-09-16 12:00",
    subject="Votre dossard et le guide du jour de course / Your bib and race-day guide",
    body="""Bonjour Nour Haddad,

Voici votre information pour le demi-marathon des Deux-Rives, dimanche 5 octobre 2025.

Numéro de dossard : 3862
Sas de départ : B
Départ du demi-marathon : 8h15 (ouverture des sas à 7h30)
Lieu du départ : Parc de la Promenade-Bellerive

Récupération des dossards (pièce d'identité obligatoire) :
Expo-course, Complexe sportif Saint-Viateur, gymnase 2
vendredi 3 octobre, 12 h à 20 h, et samedi 4 octobre, 9 h à 18 h.
Aucune remise de dossard le jour de la course.

Consigne des sacs : tentes A à H près de la ligne de départ.

Bonne course!
L'équipe du Demi-marathon des Deux-Rives
""",
    html="""<html><body style="font-family:Arial,sans-serif">
<h2>Demi-marathon des Deux-Rives — dimanche 5 octobre 2025</h2>
<table border="1" cellpadding="6" cellspacing="0">
<tr><td><b>Coureuse</b></td><td>Nour Haddad</td></tr>
<tr><td><b>Numéro de dossard</b></td><td>3862</td></tr>
<tr><td><b>Sas de départ</b></td><td>B</td></tr>
<tr><td><b>Départ du demi-marathon</b></td><td>8h15 (ouverture des sas à 7h30)</td></tr>
<tr><td><b>Lieu du départ</b></td><td>Parc de la Promenade-Bellerive</td></tr>
<tr><td><b>Récupération des dossards</b></td><td>Expo-course, Complexe sportif Saint-Viateur, gymnase 2 — ven. 3 oct. 12 h-20 h, sam. 4 oct. 9 h-18 h</td></tr>
</table>
<p>Aucune remise de dossard le jour de la course. Consigne des sacs&nbsp;: tentes A à H près de la ligne de départ.</p>
<p>Bonne course!</p>
</body></html>
""")

# ------------------------------------------------------------------ mbox
LIST = "Les Foulées du Mile End <foulees@listes.fouleesmileend.example>"
LIST_ID = "Les Foulees du Mile End <foulees.listes.fouleesmileend.example>"
YANNICK = "Yannick Bérubé <coach@fouleesmileend.example>"
MEL = "Mélanie Côté <mel.cote@courriel.example>"

MBOX = [
    dict(frm=YANNICK, env="coach@fouleesmileend.example", date="2025-03-03 07:15",
         msgid="<printemps2025@fouleesmileend.example>",
         subject="[Foulées] Printemps 2025 — horaire des entraînements",
         body="""Salut la gang,

L'horaire du printemps, à partir de cette semaine:

- Mardi 18 h 30: intervalles, piste du parc Jarry
- Jeudi 6 h 15: tempo, départ coin Saint-Laurent / Bernard (les lève-tôt!)
- Samedi 7 h: sortie longue, départ du chalet du parc Jarry. Trois groupes
  d'allure (5:15, 5:45, 6:15).

Pour ceux et celles qui préparent le Deux-Rives en octobre, on bâtit le volume
tranquillement jusqu'en juin. Pas de héros en mars.

Yannick
"""),
    dict(frm=MEL, env="mel.cote@courriel.example", date="2025-04-02 12:40",
         msgid="<code-groupe-deuxrives@courriel.example>",
         subject="[Foulées] Inscription de groupe — Deux-Rives",
         body="""Allo tout le monde!

Le Deux-Rives nous donne un code de groupe: CLUBFOULEES15 (15 % sur
l'inscription au demi), valide jusqu'au 15 avril. Entrez « Les Foulées du
Mile End » comme club, ça nous met ensemble sur la photo de groupe officielle.

Mél
"""),
    dict(frm="Jean-François Dubé <jf.dube@courriel.example>", env="jf.dube@courriel.example",
         date="2025-04-02 18:05", msgid="<re-code-jfd@courriel.example>",
         in_reply_to="<code-groupe-deuxrives@courriel.example>",
         subject="Re: [Foulées] Inscription de groupe — Deux-Rives",
         body="""Merci Mél! Est-ce que le code marche pour le 10 km aussi?

JF

> Le Deux-Rives nous donne un code de groupe: CLUBFOULEES15 (15 % sur
> l'inscription au demi), valide jusqu'au 15 avril.
"""),
    dict(frm=YANNICK, env="coach@fouleesmileend.example", date="2025-06-09 21:10",
         msgid="<nouveau-point-rencontre@fouleesmileend.example>",
         subject="[Foulées] Nouveau point de rencontre des sorties longues",
         body="""Salut tout le monde,

Le chalet du parc Jarry ferme pour rénovation jusqu'à l'automne (et les
toilettes avec!). À partir du samedi 14 juin, les sorties longues partent
devant le café Le Pistil, coin Saint-Viateur et Waverly. Même heure: 7 h.

Le café ouvre à 6 h 45 pour nous, soyez gentils avec Annie.

Yannick
"""),
    dict(frm="Karine Lussier <k.lussier@courriel.example>", env="k.lussier@courriel.example",
         date="2025-07-08 09:02", msgid="<objets-perdus-juillet@courriel.example>",
         subject="[Foulées] Objets perdus — gourde bleue",
         body="""Quelqu'un a oublié une gourde bleue (autocollant de chat) et une casquette
grise samedi. Je les ai, écrivez-moi.

Karine
"""),
    dict(frm=YANNICK, env="coach@fouleesmileend.example", date="2025-08-18 06:30",
         msgid="<affutage-deuxrives@fouleesmileend.example>",
         subject="[Foulées] Affûtage pour le Deux-Rives",
         body="""Salut les demi-marathoniens,

Le plan des dernières semaines:

From Sept. 20 on, on réduit le volume de 30 %, puis 50 % la dernière
semaine. On garde un peu d'intensité (2-3 km à allure course le mardi).

Rien de nouveau le jour J: pas de nouveaux souliers, pas de nouveau gel, pas
de nouveau déjeuner. Vous testez tout sur les sorties longues d'ici là.

Yannick
"""),
    dict(frm=YANNICK, env="coach@fouleesmileend.example", date="2025-09-15 20:45",
         msgid="<jour-de-course-rdv@fouleesmileend.example>",
         subject="[Foulées] Jour de course — rendez-vous du club",
         body="""Salut la gang,

Pour le matin du Deux-Rives (5 octobre):

- Rendez-vous du club à 7 h 15 devant la tente du vestiaire G (consigne des
  sacs), pour la photo de groupe et l'échauffement ensemble.
- Ensuite chacun va dans son sas. Ne soyez pas en retard: les sas ferment.
- Après la course: on se retrouve au même endroit pour la photo des médailles.

Yannick
"""),
    dict(frm=MEL, env="mel.cote@courriel.example", date="2025-09-16 07:02",
         msgid="<re-jour-de-course-mel@courriel.example>",
         in_reply_to="<jour-de-course-rdv@fouleesmileend.example>",
         subject="Re: [Foulées] Jour de course — rendez-vous du club",
         body="""Parfait! J'apporte des sacs de poubelle pour ceux qui ont froid en attendant.

Mél

> - Rendez-vous du club à 7 h 15 devant la tente du vestiaire G (consigne des
>   sacs), pour la photo de groupe et l'échauffement ensemble.
"""),
]
