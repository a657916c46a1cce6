from lib import eml, LONDON, PARIS

AM = "Amélie Fournier <amelie.fournier@lumen-mail.example>"
SANDRINE = "Sandrine Colomb - Régie Berthier & Fils <s.colomb@regie-berthier.example>"
BERENICE = "Bérénice Lamarque <b.lamarque@editions-pontlevis.example>"
TOM = "Tom Fournier <tom.fournier@northpost.example>"
GARNIER = "Plomberie Garnier <contact@plomberie-garnier.example>"
DUMAS = "Loïc Dumas - Dumas Sanitaire <loic.dumas@dumas-sanitaire.example>"
NADEGE = "Nadège Perrin <nadege@caveauxtommes.example>"

SIG_SANDRINE = """Sandrine Colomb
Gestionnaire locative — Régie Berthier & Fils
Administrateur de biens depuis 1962
Tél. 04 65 71 20 48"""


def q(text):
    return "\n".join(("> " + l) if l else ">" for l in text.split("\n"))


def build():
    # 1 ---------------------------------------------------------------- lease offer
    eml("mail/2024/11/2024-11-26_proposition-renouvellement.eml",
        frm=SANDRINE, to=AM, cc=NADEGE,
        subject="Bail commercial 12 montée des Tisserands — proposition de renouvellement",
        date="2024-11-26 11:42", msgid="<20241126.bail.renouv@regie-berthier.example>",
        cte="quoted-printable", body=f"""Madame Fournier, Madame Perrin,

Le bail commercial consenti à la SARL La Cave aux Tommes pour les locaux situés 12 montée des
Tisserands, 69004 Lyon (rez-de-chaussée et cave), arrive à son terme le 30 juin 2025.

Conformément à l'article L.145-11 du Code de commerce, et sur instruction de la SCI Les Tisserands,
nous vous proposons le renouvellement du bail pour une durée de neuf années à compter du 1er juillet
2025, moyennant un loyer annuel de 21 360 € HT, soit 1 780 € HT par mois, hors charges.

Cette proposition tient compte de l'évolution de la valeur locative du secteur et des travaux de
ravalement réalisés par le bailleur en 2023. Un courrier recommandé reprenant ces termes vous a été
adressé ce jour.

Nous restons à votre disposition pour en discuter et vous prions d'agréer, Mesdames, l'expression de nos
salutations distinguées.

{SIG_SANDRINE}
""")

    # 2 ---------------------------------------------------------------- translation contract + attachment
    eml("mail/2025/01/2025-01-14_contrat-traduction.eml",
        frm=BERENICE, to=AM, subject="Contrat de traduction — The Salt Orchard",
        date="2025-01-14 16:05", msgid="<c.tr.saltorchard.0114@editions-pontlevis.example>",
        cte="quoted-printable", body="""Chère Amélie,

Comme promis avant les fêtes, voici le contrat pour la traduction de The Salt Orchard d'Imogen Pryor.
Vous trouverez en pièce jointe les conditions particulières (rémunération, calendrier, droits). Les
conditions générales sont celles du code des usages, identiques à votre précédent contrat chez nous.

Si tout vous convient, merci de me retourner les deux exemplaires papier signés, par la poste. Je vous
enverrai l'exemplaire contresigné et nous déclencherons la première moitié de l'à-valoir.

Je suis très heureuse que vous preniez ce livre. Imogen aussi : elle m'a demandé si vous parliez le
« Kentish », je lui ai dit que votre père était de Canterbury, elle était ravie.

Bien à vous,

Bérénice Lamarque
Éditrice — domaine étranger
Éditions du Pont-Levis, Paris 6e
""",
        attachments=[("conditions_particulieres.txt", """ÉDITIONS DU PONT-LEVIS
CONTRAT DE TRADUCTION — CONDITIONS PARTICULIÈRES

Référence : PL-2024-TR-118
Entre les Éditions du Pont-Levis (l'Éditeur) et Mme Amélie Fournier (la Traductrice)

1. ŒUVRE
The Salt Orchard, d'Imogen Pryor, Harbourline Books, Londres, 2023 (environ 118 000 mots).
Traduction de l'anglais vers le français. Titre provisoire : Le Verger de sel.

2. RÉMUNÉRATION
2.1 Rémunération forfaitaire : vingt et un euros (21 €) brut par feuillet de 1 500 signes, espaces
    compris, décomptés sur le texte français définitif.
2.2 À-valoir sur droits : 6 300 € brut (base estimée : 300 feuillets), payables pour moitié à la
    signature du présent contrat et pour moitié à la remise de la traduction complète acceptée.
2.3 Droits proportionnels : 1 % du prix public hors taxes jusqu'à 10 000 exemplaires, 1,5 % au-delà.
    Édition de poche : 0,5 %.

3. CALENDRIER
3.1 Remise de la première partie (chapitres 1 à 12) : 31 mai 2025.
3.2 Remise de la traduction complète : 30 septembre 2025.
3.3 Relecture des épreuves : dans les trois semaines suivant leur réception.

4. DIVERS
Le nom de la Traductrice figurera sur la page de titre et en quatrième de couverture.

Fait à Paris, en deux exemplaires.
""", "base64")])

    # 3 ---------------------------------------------------------------- reply on lease
    ours = """Madame Colomb,

Merci pour votre proposition du 26 novembre. Après étude avec notre conseil, Maître Vasseur, nous
souhaitons bien entendu renouveler, mais le montant proposé ne nous paraît pas justifié au regard du
plafonnement et des loyers pratiqués dans la montée.

Notre proposition :
- loyer de 1 550 € HT par mois à compter du 1er juillet 2025 ;
- réfection de la vitrine (châssis et seuil) à la charge du bailleur avant l'été 2025 ;
- désignation expresse de la cave et de l'installation frigorifique ;
- destination élargie à la dégustation sur place et à la vente de vin au verre.

Bien cordialement,
Amélie Fournier et Nadège Perrin
La Cave aux Tommes"""
    eml("mail/2025/02/2025-02-18_re-renouvellement-bail.eml",
        frm=SANDRINE, to=AM, cc=NADEGE + ", Hélène Vasseur <cabinet@vasseur-avocat.example>",
        subject="RE: Bail commercial 12 montée des Tisserands — proposition de renouvellement",
        date="2025-02-18 17:20", msgid="<20250218.re.bail@regie-berthier.example>",
        in_reply_to="<20250218.contreprop@lumen-mail.example>",
        references="<20241126.bail.renouv@regie-berthier.example> <20250218.contreprop@lumen-mail.example>",
        cte="8bit", body=f"""Madame Fournier,

Bien reçu, je transmets ce jour votre contre-proposition au bailleur et à son conseil. Je ne vous cache
pas que l'écart est important et que la SCI ne descendra probablement pas à ce niveau ; en revanche le
point sur la vitrine me semble pouvoir être entendu.

Je reviens vers vous dès que j'ai un retour, sans doute début mars.

Cordialement,

{SIG_SANDRINE}

Le 18/02/2025 à 09:31, Amélie Fournier a écrit :
{q(ours)}
""")

    # 4 ---------------------------------------------------------------- newsletter (noise)
    eml("mail/2025/02/2025-02-24_lettre-du-cremier.eml",
        frm="La Lettre du Crémier <lettre@cremiers-pro.example>", to=AM,
        subject="La Lettre du Crémier n°87 — Salon Crémiers & Fromagers 2025 : votre badge offert",
        date="2025-02-24 07:00", msgid="<lettre87.20250224@cremiers-pro.example>",
        extra={"List-Unsubscribe": "<https://cremiers-pro.example/desinscription?u=af8812>"},
        cte="quoted-printable", html="""<html><body style="font-family:Georgia,serif;color:#3a2a1a">
<h1>La Lettre du Crémier — n°87</h1>
<p>Chère professionnelle, cher professionnel,</p>
<p>Le <b>Salon Crémiers &amp; Fromagers 2025</b> ouvre ses portes les <b>16, 17 et 18 mars</b>
au Parc des Expositions de la Porte de Versailles, Paris, hall 5. Plus de 280 exposants :
affineurs, producteurs fermiers, matériel de cave, emballage, caisse.</p>
<p>Votre <b>badge professionnel est offert</b> avec le code <b>CREMIER25</b> (valeur 45 €).</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Jour</th><th>Temps fort</th></tr>
<tr><td>Dimanche 16 mars</td><td>Concours du meilleur plateau de fromages</td></tr>
<tr><td>Lundi 17 mars</td><td>Conférence : « Le lait cru face aux nouvelles normes »</td></tr>
<tr><td>Mardi 18 mars</td><td>Rencontres producteurs / crémiers indépendants</td></tr>
</table>
<p>Aussi dans ce numéro : les cours du beurre, la grève des transporteurs frigorifiques,
et notre dossier « Fidéliser sans carte de fidélité ».</p>
<p style="font-size:11px">Vous recevez cette lettre car vous êtes inscrit(e) sur cremiers-pro.example.
<a href="https://cremiers-pro.example/desinscription?u=af8812">Se désinscrire</a></p>
<img src="https://track.cremiers-pro.example/o.gif?u=af8812&amp;n=87" width="1" height="1" alt="">
</body></html>""")

    # 5 ---------------------------------------------------------------- school info (HTML only)
    eml("mail/2025/03/2025-03-10_ecole-informations-sejour.eml",
        frm="École élémentaire des Canuts <ce.0694213x@ecoles-lyon.example>",
        to="Parents CM2 <parents-cm2-canuts@ecoles-lyon.example>",
        subject="CM2 — séjour de juin : informations et réunion du 13 mars",
        date="2025-03-10 12:15", msgid="<cm2.sejour.20250310@ecoles-lyon.example>",
        cte="quoted-printable", html="""<html><body>
<p>Madame, Monsieur,</p>
<p>Les deux classes de CM2 (Mme Royer et M. Besson) partiront en <b>classe découverte</b> au printemps.
Voici les informations principales :</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><td><b>Dates</b></td><td>du lundi 2 juin au vendredi 6 juin 2025</td></tr>
<tr><td><b>Lieu</b></td><td>Centre Les Gentianes, Autrans (Vercors, Isère)</td></tr>
<tr><td><b>Hébergement</b></td><td>chambres de 4 à 6 enfants, pension complète</td></tr>
<tr><td><b>Activités</b></td><td>orientation, spéléologie (grotte aménagée), visite d'une fromagerie, nuit en bivouac</td></tr>
<tr><td><b>Participation des familles</b></td><td>285 € par enfant, payables en 3 chèques de 95 € (mars, avril, mai) à l'ordre de la coopérative scolaire</td></tr>
<tr><td><b>Transport</b></td><td>car, pris en charge par la mairie</td></tr>
</table>
<p>Aucun enfant ne doit renoncer pour des raisons financières : contactez la directrice en toute
discrétion.</p>
<p><b>Réunion d'information</b> : jeudi 13 mars 2025 à 18h00, salle polyvalente de l'école.
Le trousseau et les documents (fiche sanitaire, autorisation) vous seront remis ce soir-là.</p>
<p>Bien cordialement,<br>Sabine Royer, pour l'équipe de CM2</p>
</body></html>""")

    # 6/7 ---------------------------------------------------------------- Tom: op date, then postponed
    tom1 = """Hi sis,

Finally a date! St Dunstan's rang Dad this morning: his hip is booked for Wednesday 14 May.
The surgeon is Mr Adrian Mensah, the one Dad liked at the clinic ("he looks at me, not at the
screen"). Pre-op assessment was last week and he passed, apart from his blood pressure being
"a bit enthusiastic".

Can you come for the first week after? I can do the day itself and weekends.

Tom"""
    am1 = """Brilliant news, at last. Yes, I'll come - I'll block 12 to 24 May and sort the shop with
Nadège. Tell Dad not to cancel because of the allotment.

Bises,
A."""
    eml("mail/2025/03/2025-03-24_dad-hip-date.eml", frm=TOM, to=AM,
        subject="Dad's hip - we have a date", date="2025-03-24 13:02", tz=LONDON,
        msgid="<tom.hip.0324@northpost.example>", cte="7bit", body=tom1 + "\n")
    eml("mail/2025/04/2025-04-09_re-dad-hip-date.eml", frm=TOM, to=AM,
        subject="Re: Dad's hip - we have a date", date="2025-04-09 19:48", tz=LONDON,
        msgid="<tom.hip.0409@northpost.example>",
        in_reply_to="<am.hip.0324@lumen-mail.example>",
        references="<tom.hip.0324@northpost.example> <am.hip.0324@lumen-mail.example>",
        cte="8bit", body=f"""Bad news and good news.

Bad: the 14th is off. Dad had that chest infection after Easter and the anaesthetist won't touch him
until he's been clear for four weeks.

Good: they've already given him a new date - Tuesday 3 June. Same surgeon. Admission letter to follow.

I'll drive him in that morning and stay until he's gone down to theatre, then take Mum home. So you
don't need to be there at dawn - come on the Sunday or Monday before if you can and do the week after
with me.

Sorry about your May planning. I know it's a nightmare with the shop and Louise's trip.

Tom

On Mon, 24 Mar 2025 at 21:15, Amélie Fournier <amelie.fournier@lumen-mail.example> wrote:
{q(am1)}
>
{q(q(tom1))}
""")

    # 8 ---------------------------------------------------------------- Garnier quote (HTML only)
    eml("mail/2025/04/2025-04-15_devis-renovation-sdb.eml", frm=GARNIER, to=AM,
        subject="Votre devis n° G-2025-044 — rénovation salle de bain",
        date="2025-04-15 18:30", msgid="<devis.G-2025-044@plomberie-garnier.example>",
        cte="quoted-printable", html="""<html><body style="font-family:Arial,sans-serif">
<p>Bonjour Madame Fournier,</p>
<p>Suite à ma visite du lundi 14 avril, veuillez trouver ci-dessous le détail de notre devis pour la
rénovation complète de votre salle de bain, 9 passage des Mûriers, 69004 Lyon.</p>
<table border="1" cellpadding="4" style="border-collapse:collapse;font-size:13px">
<tr><th>Poste</th><th>Détail</th><th>Montant HT</th></tr>
<tr><td>Dépose</td><td>baignoire, lavabo, WC, carrelage sol et murs, évacuation gravats</td><td>1 150,00 €</td></tr>
<tr><td>Plomberie</td><td>reprise alimentation cuivre/PER, évacuations PVC, WC suspendu (bâti-support)</td><td>2 240,00 €</td></tr>
<tr><td>Douche à l'italienne</td><td>receveur extra-plat à carreler 120×90, siphon linéaire, système d'étanchéité sous carrelage, niche 60×30</td><td>1 980,00 €</td></tr>
<tr><td>Pose carrelage</td><td>sol + murs toute hauteur (fourniture client)</td><td>1 620,00 €</td></tr>
<tr><td>Équipements</td><td>meuble vasque (fourniture client), sèche-serviettes électrique 500 W fourni, raccordements</td><td>780,00 €</td></tr>
<tr><td>Ventilation</td><td>VMC hygroréglable simple flux</td><td>357,00 €</td></tr>
<tr><td colspan="2"><b>Total HT</b></td><td><b>8 127,27 €</b></td></tr>
<tr><td colspan="2">TVA 10 %</td><td>812,73 €</td></tr>
<tr><td colspan="2"><b>Total TTC</b></td><td><b>8 940,00 €</b></td></tr>
</table>
<p>Durée estimée : 12 jours ouvrés. Disponibilité : à partir d'octobre 2025 (planning complet avant).
Acompte de 30 % à la commande. Devis valable 3 mois. Garantie décennale et dommages-ouvrage.</p>
<p>Cordialement,<br>Yannick Garnier<br>Plomberie Garnier — 04 65 71 58 12</p>
</body></html>""")

    # 9 ---------------------------------------------------------------- Dumas quote (base64 text)
    eml("mail/2025/04/2025-04-16_votre-devis-sdb.eml", frm=DUMAS, to=AM,
        subject="Devis salle de bain passage des Mûriers",
        date="2025-04-16 21:07", msgid="<DS-0391.20250416@dumas-sanitaire.example>",
        cte="base64", body="""Bonsoir Madame,

Merci pour votre accueil hier. Voici notre proposition pour votre salle de bain :

Devis DS-0391
- Dépose complète (baignoire, sanitaires, faïence), évacuation : 980 € HT
- Plomberie + WC suspendu : 1 950 € HT
- Douche à l'italienne avec receveur résine blanc 120x90 : 1 420 € HT
- Carrelage sol et murs, fourniture "gamme standard" + pose : 1 890 € HT
- Meuble vasque standard 80 cm, miroir, raccordements : 714 € HT

TOTAL HT : 6 954,55 €
TVA 10 % : 695,45 €
TOTAL TTC : 7 650,00 €

Nous pouvons démarrer mi-juin (à partir du lundi 16 juin), durée 10 jours.
Devis valable 2 mois.

Bien à vous,
Loïc Dumas
Dumas Sanitaire - 06 39 98 73 40
""")

    # 10 ---------------------------------------------------------------- forward of the GAEC apology
    gaec = """Bonjour Nadège, bonjour Amélie,

Je voulais vous redire par écrit que je suis désolé pour le lait de mardi. Le tank a eu un souci de
refroidissement dans la nuit de lundi et on ne s'en est pas aperçus avant de charger. Vous avez eu
raison de le refuser à la réception, avec une acidité pareille il n'aurait pas tenu. Bien sûr il ne
vous sera pas facturé (160 litres).

On a fait venir le frigoriste, c'est réparé. Je sais qu'il y a eu aussi des retards cet hiver, on fait
au mieux avec un seul chauffeur.

Cordialement,
Marcel Chazal
GAEC du Mont Pilat"""
    eml("mail/2025/04/2025-04-23_fwd-livraison-mardi.eml", frm=NADEGE, to=AM,
        subject="Fwd: Livraison du mardi 15 avril",
        date="2025-04-23 20:11", msgid="<fwd.gaec.0423@caveauxtommes.example>",
        cte="8bit", body=f"""Pour ton dossier fournisseurs. Il est gentil, mais c'est la troisième fois.
On en parle samedi ? Je veux aller voir la ferme des Monts d'Or en mai.

N.

---------- Forwarded message ---------
De : GAEC du Mont Pilat <gaec.montpilat@agrimail.example>
Date : mar. 22 avr. 2025 à 18:40
Objet : Livraison du mardi 15 avril
À : <nadege@caveauxtommes.example>

{gaec}
""")

    # 11 ---------------------------------------------------------------- lease agreement (QP)
    eml("mail/2025/05/2025-05-06_accord-renouvellement.eml",
        frm=SANDRINE, to=AM, cc=NADEGE,
        subject="Renouvellement bail 12 montée des Tisserands — accord du bailleur",
        date="2025-05-06 10:03", msgid="<20250506.accord@regie-berthier.example>",
        cte="quoted-printable", body=f"""Madame Fournier, Madame Perrin,

J'ai le plaisir de vous confirmer l'accord de la SCI Les Tisserands sur les conditions suivantes, suite
à nos échanges et à la conférence téléphonique du 29 avril :

- renouvellement pour neuf ans à compter du 1er juillet 2025 ;
- loyer de 1 620 € HT par mois (19 440 € HT par an), indexation annuelle sur l'ILC ;
- réfection de la vitrine (châssis, seuil, joint) à la charge du bailleur, pendant votre fermeture
  estivale ;
- désignation des lieux incluant la cave et l'installation frigorifique ;
- destination : fromagerie, crèmerie, épicerie fine, dégustation sur place et vente de vin au verre ;
- dépôt de garantie porté à deux mois de loyer, soit 3 240 € (complément de 540 €).

Le projet de bail vous sera adressé la semaine prochaine pour relecture par Maître Vasseur. Je vous
propose une signature le jeudi 12 juin à 10h00, à nos bureaux. Merci de me dire si cette date vous
convient.

Bien cordialement,

{SIG_SANDRINE}
""")

    # 12 ---------------------------------------------------------------- forward admission letter (b64 att)
    eml("mail/2025/05/2025-05-13_fwd-admission-letter.eml", frm=TOM, to=AM,
        subject="Fwd: Your admission letter - St Dunstan's Hospital",
        date="2025-05-13 08:40", tz=LONDON, msgid="<tom.fwd.adm.0513@northpost.example>",
        cte="7bit", body="""Dad got this by email (he forwarded it to me, obviously). The letter is attached.
Mum has already put it on the fridge.

T.

---------- Forwarded message ---------
From: St Dunstan's Hospital Admissions <admissions@stdunstans-hospital.example.nhs.uk>
Date: Mon, 12 May 2025 at 15:22
Subject: Your admission letter - St Dunstan's Hospital
To: <bernard.fournier@kentmail.example>

Dear Mr Fournier,

Please find attached your admission letter. For your privacy, details of your procedure are only
included in the attachment.

Admissions Office
St Dunstan's Hospital, Canterbury
""",
        attachments=[("admission_letter.txt", """ST DUNSTAN'S HOSPITAL - CANTERBURY
Trauma & Orthopaedics - Elective Admissions

Date of letter: 12/05/2025
Hospital number: SDH 0382214

Mr Bernard Fournier
7 Orchard Row
Canterbury CT2 7QX

Dear Mr Fournier,

ADMISSION FOR SURGERY - RIGHT TOTAL HIP REPLACEMENT
Consultant: Mr Adrian Mensah, Consultant Orthopaedic Surgeon

Please come to the hospital on:

    Date:   Tuesday 3 June 2025
    Time:   07:00
    Where:  Westgate Ward, 2nd floor, Orthopaedic Centre (entrance C, next to the multi-storey car park)

BEFORE YOUR OPERATION
- Nil by mouth: do not eat anything after midnight the night before your operation. You may drink
  water only until 06:00, then nothing at all.
- Shower the evening before using the antiseptic wash given at pre-assessment.
- Take your usual blood pressure tablet with a sip of water at 06:00. Do NOT take naproxen.
- Remove nail varnish and jewellery (a wedding ring can be taped).

PLEASE BRING
- all your medicines in their original boxes
- comfortable clothes, flat closed shoes with a back, your walking aid if you have one
- this letter

Expected length of stay: 2 to 3 nights.

If you are unwell, have a cough, cold or any infection in the week before, please ring the
Admissions Office on 01632 960 700 as soon as possible.

Yours sincerely,
Elective Admissions Team
""", "base64")])

    # 13 ---------------------------------------------------------------- school departure (alt)
    dep_txt = """Madame, Monsieur,

Le séjour à Autrans approche ! Quelques rappels pratiques :

DÉPART : lundi 2 juin 2025. Rendez-vous à 7h15 sur le parvis de l'école, départ du car à 7h30 précises.
Les enfants arrivent avec leur pique-nique du midi et un petit sac à dos ; les bagages sont chargés
dans la soute.

RETOUR : vendredi 6 juin 2025, arrivée prévue vers 17h00 devant l'école. Nous donnerons des nouvelles
sur le blog de la classe si le car a du retard.

Merci de remettre le matin du départ les médicaments éventuels (avec ordonnance) dans une enveloppe au
nom de l'enfant, ainsi que l'enveloppe d'argent de poche.

Si une autre personne que les parents vient chercher l'enfant au retour, merci de nous l'indiquer par
écrit et de lui demander de se munir d'une pièce d'identité.

Bien cordialement,
Sabine Royer et Julien Besson"""
    dep_html = "<html><body>" + "".join(
        f"<p>{p.replace(chr(10), '<br>')}</p>" for p in dep_txt.split("\n\n")) + "</body></html>"
    eml("mail/2025/05/2025-05-20_cm2-rappels-depart.eml",
        frm="Sabine Royer <sabine.royer@ecoles-lyon.example>",
        to="Parents CM2 <parents-cm2-canuts@ecoles-lyon.example>",
        subject="CM2 — rappels avant le départ",
        date="2025-05-20 19:02", msgid="<cm2.rappels.20250520@ecoles-lyon.example>",
        cte="quoted-printable", body=dep_txt, html=dep_html)

    # 14 ---------------------------------------------------------------- train booking (base64 HTML)
    eml("mail/2025/05/2025-05-22_confirmation-reservation.eml",
        frm="Lumière Rail <noreply@lumiere-rail.example>", to=AM,
        subject="Votre réservation est confirmée / Your booking is confirmed",
        date="2025-05-22 22:47", msgid="<bk.20250522.88172@lumiere-rail.example>",
        cte="base64", html="""<html><body style="font-family:Helvetica,Arial,sans-serif">
<h2>Merci, Amélie ! Votre voyage est réservé.</h2>
<p>Référence de réservation / Booking reference : <b>LR-58K2QX</b></p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Trajet</th><th>Date</th><th>Départ</th><th>Arrivée</th><th>Voiture / Place</th></tr>
<tr><td>Lyon Part-Dieu → Lille Europe</td><td>dim. 1 juin 2025</td><td>07:04</td><td>10:02</td><td>14 / 62</td></tr>
<tr><td>Lille Europe → Ashford International</td><td>dim. 1 juin 2025</td><td>12:35</td><td>12:58 (heure locale)</td><td>7 / 31</td></tr>
<tr><td>Ashford International → Lille Europe</td><td>sam. 14 juin 2025</td><td>15:28 (heure locale)</td><td>17:53</td><td>11 / 45</td></tr>
<tr><td>Lille Europe → Lyon Part-Dieu</td><td>sam. 14 juin 2025</td><td>18:34</td><td>21:32</td><td>3 / 18</td></tr>
</table>
<p>Passager : Mme Amélie FOURNIER — Tarif Flex, échangeable sans frais jusqu'à la veille du départ.</p>
<p>Total payé : 318,40 €</p>
<p>Présentez-vous à l'enregistrement au moins 45 minutes avant le départ à Lille Europe et à Ashford
(contrôles frontière).</p>
</body></html>""")

    # 15 ---------------------------------------------------------------- new signing date (base64 text)
    eml("mail/2025/05/2025-05-27_rdv-signature.eml",
        frm=SANDRINE, to=AM, cc=NADEGE,
        subject="RE: Signature du bail — nouvelle date",
        date="2025-05-27 14:36", msgid="<20250527.rdv@regie-berthier.example>",
        in_reply_to="<20250526.absence@lumen-mail.example>",
        cte="base64", body=f"""Madame Fournier,

Je comprends tout à fait, et je vous souhaite que l'opération de votre père se passe au mieux.

Le bailleur est d'accord pour décaler : je vous confirme donc la signature du nouveau bail le
mardi 24 juin 2025 à 10h00, en présence de vous deux, dans nos bureaux :

  Régie Berthier & Fils
  22 quai Pierre-Scize, 69005 Lyon — 2e étage (interphone « Berthier »)

Merci d'apporter un Kbis de moins de trois mois, vos pièces d'identité, l'attestation d'assurance et le
chèque de complément du dépôt de garantie (540 €). Prévoir environ une heure.

Le rendez-vous du 12 juin est annulé.

Bien cordialement,

{SIG_SANDRINE}
""")

    # 16 ---------------------------------------------------------------- care plan (HTML)
    eml("mail/2025/06/2025-06-05_care-plan.eml",
        frm="Stour Valley Home Care <care@stourvalleyhomecare.example.co.uk>",
        to="Amélie Fournier <amelie.fournier@lumen-mail.example>, Tom Fournier <tom.fournier@northpost.example>",
        subject="Care plan confirmation - Mr Bernard Fournier",
        date="2025-06-05 16:10", tz=LONDON, msgid="<cp.20250605.fournier@stourvalleyhomecare.example.co.uk>",
        cte="quoted-printable", html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<p>Dear Ms Fournier, dear Mr Fournier,</p>
<p>Thank you for choosing Stour Valley Home Care. Following our assessment at 7 Orchard Row yesterday,
here is the confirmed care plan for your father after his discharge from St Dunstan's.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>Start date</th><td>Saturday 7 June 2025</td></tr>
<tr><th>Regular carer</th><td>Janet Pryce (cover: Michelle Orr)</td></tr>
<tr><th>Morning visit</th><td>08:00 - 08:45 : personal care, shower with supervision, dressing, compression stockings, breakfast</td></tr>
<tr><th>Evening visit</th><td>18:00 - 18:30 : undressing, stockings off, medication prompt, check skin and pain</td></tr>
<tr><th>Days</th><td>7 days a week</td></tr>
<tr><th>Hourly rate</th><td>&pound;24.50 per hour (visits charged by the quarter hour)</td></tr>
<tr><th>Invoicing</th><td>monthly, to Mr B. Fournier, by direct debit</td></tr>
</table>
<p>The plan will be reviewed after six weeks or sooner if Mr Fournier's needs change.
Please contact me for anything at all.</p>
<p>Kind regards,<br>Lorraine Batt<br>Care Coordinator, Stour Valley Home Care<br>01632 960 845</p>
<img src="https://mail.stourvalleyhomecare.example.co.uk/t/px.gif?id=cp0605" width="1" height="1" alt="">
</body></html>""")

    # 17 ---------------------------------------------------------------- Amélie -> Tom recap
    eml("mail/2025/06/2025-06-16_back-in-lyon.eml", frm=AM, to=TOM,
        subject="Back in Lyon - recap for Dad", date="2025-06-16 22:30",
        msgid="<am.recap.0616@lumen-mail.example>", cte="7bit", body="""Hi Tom,

Home safe (recieved your text on the train), Louise asleep on the sofa in her hiking socks. Quick recap so we're both on the same page:

1. We agreed: Dad stays at home, no Blean House. The agency twice a day plus Mum. If Mum gets ill or
   exhausted we revisit, but not before. Dad would never forgive us anyway.
2. The carers are great. Mum says the morning girl is "a proper nurse type". Keep me posted on the
   review in six weeks.
3. The OT wants a second stair rail on the wall side. I'll get quotes for it from a handyman/joiner and
   send them to you - leave that one with me.
4. Attendance Allowance form: all yours, sorry.
5. Christmas: no idea yet. Maybe Mum and Dad could come to Lyon if his hip allows it by then? Or we come
   to you. Let's see in the autumn, nothing decided.

Thanks for doing the early mornings and the hospital car park. You're a good brother (don't tell anyone).

A.
""")

    # 18 ---------------------------------------------------------------- Re: Dumas delay -> cancel
    dumas_jul = """Bonjour Madame Fournier,

Je reviens vers vous concernant votre chantier. Suite à un gros marché avec un bailleur social, nous ne
pourrons malheureusement pas intervenir avant janvier 2026. Par ailleurs, compte tenu de la hausse des
matériaux depuis avril, je suis obligé de réactualiser le devis DS-0391 : nouveau montant 8 300 € TTC.

Je vous prie de m'excuser pour ce contretemps. Dites-moi si vous souhaitez maintenir.

Cordialement,
Loïc Dumas"""
    eml("mail/2025/07/2025-07-04_re-chantier-sdb.eml", frm=AM, to=DUMAS,
        subject="Re: Votre chantier passage des Mûriers", date="2025-07-04 08:55",
        msgid="<am.dumas.0704@lumen-mail.example>",
        in_reply_to="<chantier.20250703@dumas-sanitaire.example>",
        cte="quoted-printable", body=f"""Bonjour Monsieur Dumas,

Merci de m'avoir prévenue, mais je ne peux pas attendre janvier, et le nouveau montant ne correspond
plus à ce que nous avions convenu. J'annule donc ma commande (bon pour accord du 28 avril). Aucun
acompte n'ayant été versé, il n'y a rien à régler de part et d'autre.

Je vais confier le chantier à une autre entreprise.

Cordialement,
Amélie Fournier

Le jeu. 3 juil. 2025 à 17:22, Loïc Dumas <loic.dumas@dumas-sanitaire.example> a écrit :
{q(dumas_jul)}
""")

    # 19 ---------------------------------------------------------------- Garnier confirms
    am_acc = """Bonjour Monsieur Garnier,

Suite à notre appel de ce matin : je vous confirme que je retiens votre devis G-2025-044 (8 940 € TTC),
avec l'option niche éclairée (180 €). Le créneau d'octobre me convient parfaitement.

Pouvez-vous m'envoyer votre RIB pour l'acompte et me confirmer la date de démarrage ?

Bien cordialement,
Amélie Fournier"""
    eml("mail/2025/07/2025-07-10_re-confirmation-travaux.eml", frm=GARNIER, to=AM,
        subject="Re: Devis G-2025-044 — confirmation", date="2025-07-10 07:48",
        msgid="<conf.G-2025-044@plomberie-garnier.example>",
        in_reply_to="<am.garnier.0707@lumen-mail.example>",
        cte="quoted-printable", body=f"""Bonjour Madame Fournier,

Merci pour votre confiance. Je vous confirme le démarrage du chantier le lundi 6 octobre 2025 à 8h00,
pour une fin prévue le mardi 21 octobre.

Acompte de 30 % à la commande : 2 682 € (30 % de 8 940 €), par virement sur le compte ci-dessous
(IBAN FR76 3000 4000 0500 0012 3456 789, Plomberie Garnier). L'option niche sera facturée avec le solde.

Pour le carrelage, merci de le faire livrer au plus tard le vendredi 3 octobre. Pour la robinetterie,
envoyez-moi la référence du mitigeur thermostatique quand vous l'aurez choisie, avant fin septembre.

Cordialement,
Yannick Garnier
Plomberie Garnier — 04 65 71 58 12

Le 07/07/2025 à 11:05, Amélie Fournier a écrit :
{q(am_acc)}
""")

    # 20 ---------------------------------------------------------------- contract amendment (alt)
    av = """Chère Amélie,

Suite à notre appel du 2 juillet, vous trouverez ci-dessous les termes de l'avenant n°1 au contrat
PL-2024-TR-118 (The Salt Orchard / Le Verger de sel), que je vous envoie aussi en deux exemplaires par
la poste :

1. Rémunération : pour toute la partie de la traduction remise après le 1er juillet 2025 (chapitres 13 à
   la fin), le tarif est porté à 23,50 € brut le feuillet de 1 500 signes. La partie 1, déjà remise,
   reste rémunérée à 21 €.
2. Calendrier : compte tenu de l'opération de votre père et du texte plus long que prévu, la remise de
   la traduction complète est reportée du 30 septembre au 15 novembre 2025.
3. Les autres dispositions du contrat restent inchangées. Parution prévue en septembre 2026.

Je vous remercie encore pour la partie 1, qui est très belle. Le chapitre de la tempête m'a donné des
frissons.

Bien amicalement,
Bérénice Lamarque
Éditions du Pont-Levis"""
    eml("mail/2025/07/2025-07-11_avenant-n1.eml", frm=BERENICE, to=AM,
        subject="Avenant n°1 — Le Verger de sel", date="2025-07-11 15:20",
        msgid="<avenant1.saltorchard@editions-pontlevis.example>",
        cte="quoted-printable", body=av,
        html="<html><body>" + "".join(f"<p>{p.replace(chr(10), '<br>')}</p>" for p in av.split("\n\n"))
             + "</body></html>")

    # 21 ---------------------------------------------------------------- bank fees (alt)
    fees = """Dear Ms Fournier,

We're writing to let you know about a change to the fees on your Everyday Current Account ending 4471.

From 1 September 2025, the monthly account fee will change from £4.00 to £6.50. This reflects the cost
of providing international payment and paper statement services.

You don't need to do anything. If you'd prefer to switch to our Basic account (no monthly fee, no
international transfers) or close your account, you can do so free of charge before 1 September 2025.

Yours sincerely,
Customer Services
Harbour & Weald Bank plc

Harbour & Weald Bank will never ask you for your full PIN or password by email."""
    eml("mail/2025/07/2025-07-15_changes-to-your-account.eml",
        frm="Harbour & Weald Bank <notifications@harbourweald-bank.example.co.uk>", to=AM,
        subject="Important: changes to your account fees", date="2025-07-15 06:30", tz=LONDON,
        msgid="<fees.4471.20250715@harbourweald-bank.example.co.uk>",
        cte="quoted-printable", body=fees,
        html="<html><body style='font-family:Arial'>" + "".join(
            f"<p>{p.replace(chr(10), '<br>')}</p>" for p in fees.split("\n\n")) + "</body></html>")

    # 22 ---------------------------------------------------------------- new supplier confirms (QP)
    eml("mail/2025/08/2025-08-19_confirmation-livraisons.eml",
        frm="Céline Bouvier - Ferme des Monts d'Or <celine@ferme-montsdor.example>",
        to="La Cave aux Tommes <contact@caveauxtommes.example>", cc=AM,
        subject="Confirmation — livraisons de lait à partir du 1er septembre",
        date="2025-08-19 13:25", msgid="<bouvier.conf.0819@ferme-montsdor.example>",
        cte="quoted-printable", body="""Bonjour Nadège, bonjour Amélie,

Comme convenu au téléphone, je vous confirme les conditions de livraison de lait cru entier pour
La Cave aux Tommes :

- à partir du lundi 1er septembre 2025 ;
- deux livraisons par semaine, le lundi et le jeudi, avant 7h30 (vous nous laissez l'accès par la
  porte de la cave, comme vu ensemble) ;
- volume de départ : 320 litres par semaine (160 + 160), ajustable avec 48 h de préavis, plus en
  décembre ;
- prix : 1,05 € HT le litre, livraison comprise, révisable une fois par an en janvier ;
- facturation mensuelle, paiement à 30 jours.

Le lait est refroidi à 3 °C au tank et transporté en cuve réfrigérée. Chaque livraison est accompagnée
du bon avec le numéro de lot et la température.

Merci pour votre confiance, on a hâte !

Céline Bouvier
EARL Bouvier — Ferme des Monts d'Or
06 39 98 26 14
""")

    # 23 ---------------------------------------------------------------- care package update
    eml("mail/2025/09/2025-09-03_care-package-update.eml",
        frm="Lorraine Batt <care@stourvalleyhomecare.example.co.uk>",
        to="Amélie Fournier <amelie.fournier@lumen-mail.example>, Tom Fournier <tom.fournier@northpost.example>",
        subject="Mr Fournier - updated care package and rates", date="2025-09-03 11:05", tz=LONDON,
        msgid="<cp.20250903.fournier@stourvalleyhomecare.example.co.uk>", cte="8bit",
        body="""Dear Amélie and Tom,

Following our review visit with your parents on 28 August, I confirm the changes we discussed:

- From Monday 1 September 2025 your father has ONE visit a day, in the morning, 08:00-08:45, seven
  days a week. The evening visit has stopped, as he now manages undressing and his stockings are no
  longer needed.
- Janet Pryce remains his regular carer, with Michelle covering her days off.

I also need to let you know that our hourly rate will increase from £24.50 to £26.80 per hour from
1 October 2025, for all our clients. This is due to the increase in carers' pay and mileage costs.
Your father's invoices from October will show the new rate.

Your father is doing remarkably well. Janet says he now tells her which exercises she has forgotten.

Kind regards,
Lorraine Batt
Care Coordinator, Stour Valley Home Care
01632 960 845
""")

    # 24 ---------------------------------------------------------------- Re: self assessment (UK accountant)
    gareth = """Dear Amélie,

I've now prepared your 2024-25 Self Assessment return (UTR 48213 90576) based on the figures we have.
On the current numbers, the tax due is £642.30, payable by 31 January 2026, which is also the online
filing deadline. No payments on account should be needed for 2025-26 as the bill is under £1,000.

Before I can file I still need two documents:
1. the annual statement from your letting agent for the year to 5 April 2025;
2. the invoice for the boiler repair in March, so I can claim it as an allowable expense (it should
   bring the bill down a little).

Once I have those I'll send you the final return to approve.

Best wishes,
Gareth Lloyd
Stourside Tax Services, Canterbury"""
    eml("mail/2025/10/2025-10-07_re-self-assessment.eml", frm=AM,
        to="Gareth Lloyd <gareth@stourside-tax.example.co.uk>",
        subject="Re: Your 2024-25 Self Assessment", date="2025-10-07 21:40",
        msgid="<am.sa.1007@lumen-mail.example>", in_reply_to="<sa2425.fournier@stourside-tax.example.co.uk>",
        cte="quoted-printable", body=f"""Dear Gareth,

Thank you! I've asked the agent to re-send the annual statement (I can't find the one from April), and
I'll send you both documents - the statement and the boiler invoice - by the end of the week.

Best,
Amélie

On Thu, 2 Oct 2025 at 10:12, Gareth Lloyd <gareth@stourside-tax.example.co.uk> wrote:
{q(gareth)}
""")

    # 25 ---------------------------------------------------------------- lettings statement (b64 attachment)
    eml("mail/2025/10/2025-10-08_annual-statement.eml",
        frm="Coastline Lettings <statements@coastline-lettings.example.co.uk>", to=AM,
        subject="Your annual landlord statement", date="2025-10-08 09:15", tz=LONDON,
        msgid="<stmt.2425.flat2@coastline-lettings.example.co.uk>", cte="7bit",
        body="""Dear Ms Fournier,

As requested, please find attached a copy of your annual landlord statement for the tax year
2024-25. Please keep it for your tax return.

Kind regards,
Accounts Team
Coastline Lettings, Whitstable
""",
        attachments=[("landlord_statement_2024-25.txt", """COASTLINE LETTINGS - ANNUAL LANDLORD STATEMENT
Tax year 6 April 2024 - 5 April 2025

Landlord: Ms Amélie Fournier (non-resident landlord, NRL approval held)
Property: Flat 2, 14 Harbour Mews, Whitstable CT5

Tenancy: assured shorthold, tenant in place since 1 September 2023
Monthly rent: £925.00

INCOME
  Rent received (12 months x £925.00)         £11,100.00

EXPENSES
  Management fee 12% + VAT                      £1,598.40
  Landlord insurance                              £214.00
  Gas safety certificate                           £78.00
  Smoke alarm replacement                          £36.50
  Total expenses                                £1,926.90

NET PAID TO LANDLORD                            £9,173.10

Boiler repair (March 2025) was paid directly by the landlord and is NOT included above.
Tax deducted at source: nil (NRL approval).
""", "base64")])

    # 26 ---------------------------------------------------------------- self certification (QP)
    eml("mail/2025/10/2025-10-13_action-required-tax-residency.eml",
        frm="Harbour & Weald Bank <notifications@harbourweald-bank.example.co.uk>", to=AM,
        subject="Action required: confirm your tax residency", date="2025-10-13 07:10", tz=LONDON,
        msgid="<crs.4471.20251013@harbourweald-bank.example.co.uk>", cte="quoted-printable",
        body="""Dear Ms Fournier,

Under international tax rules (the Common Reporting Standard), we need every customer with an address
outside the UK to complete a tax residency self-certification form.

Please complete and return the self-certification form, including your country of tax residence and
your Tax Identification Number (TIN), by 30 November 2025. You can do this in online banking under
Profile > Tax residency, or by post using the form we have sent to your address in France.

If we do not receive your self-certification by 30 November 2025, we may have to restrict some
services on your accounts, including international payments.

Yours sincerely,
Customer Services
Harbour & Weald Bank plc
""")

    # 27 ---------------------------------------------------------------- reception / reserve (8bit)
    eml("mail/2025/10/2025-10-23_reception-travaux.eml", frm=GARNIER, to=AM,
        subject="Réception des travaux — passage des Mûriers", date="2025-10-23 18:12",
        msgid="<recep.G-2025-044@plomberie-garnier.example>", cte="8bit",
        body="""Bonjour Madame Fournier,

Merci pour la réception de ce matin. Comme noté sur le procès-verbal, il reste une réserve : le carreau
fêlé au fond de la niche de la douche (fêlure apparue à la pose du bandeau LED). Je passe le remplacer la
semaine du 10 novembre — je vous appelle la veille pour l'heure. J'ai gardé deux carreaux « Sable » de
côté, pas besoin d'en racheter.

Je vous envoie la facture de solde séparément. Comme convenu, la retenue de garantie de 5 % (456 €) ne sera
à régler qu'après le remplacement du carreau et la levée de la réserve.

Pensez à ne pas utiliser la douche avant samedi (séchage des joints) et à laisser la VMC tourner.

Cordialement,
Yannick Garnier
Plomberie Garnier — 04 65 71 58 12
""")
