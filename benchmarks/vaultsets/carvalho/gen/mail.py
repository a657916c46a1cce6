# -*- coding: utf-8 -*-
"""E-mail specs. Each spec: path, headers, and a body description consumed by build.py."""

ME = "Inês Carvalho <ines.carvalho@mailbox.example>"
THEO = "Théo Marchand <theo.marchand@mailbox.example>"
JULIEN = "Julien Roux <j.roux@structis-oa.example>"
AGENCE = "Sandrine Lopez - Agence Foncière des Pentes <s.lopez@foncierepentes.example>"

MAILS = []


def add(**kw):
    MAILS.append(kw)


# M1 -- 7bit plain, English
add(path="mail/2024/12/2024-12-16_julien-roux_re-sce.eml",
    frm=JULIEN, to=ME, subject="Re: Chartership - would you be my SCE?",
    date="Mon, 16 Dec 2024 18:04:11 +0100", mid="<c1a2.20241216@structis-oa.example>",
    in_reply_to="<ic-20241213-01@mailbox.example>",
    kind="plain", cte="7bit",
    body="""Hi Ines,

Yes, of course - happy to be your Supervising Civil Engineer for the ICE review.

A few things to start with:
- Read the attributes guidance and do an honest self-assessment, one line per attribute.
- Start a CPD log now if you don't have one (30 h/year minimum, aim for more).
- Think about which project could be the core of your report. We'll decide together in spring,
  there is no rush.
- Realistic target: submit the report around the end of 2025, interview in spring 2026.

Let's meet every six weeks or so, I'll put something in the calendar for February.

Cheers,
Julien

> Hi Julien,
> I've finally decided to go for chartership through the ICE route. Would you accept to be
> my SCE? I know you're busy, no problem if not.
> Thanks!
> Ines
""")

# M2 -- HTML only, QP, promo-ish listing confirmation (listed price of the sofa)
add(path="mail/2025/01/2025-01-09_leboncoin_annonce-en-ligne.eml",
    frm="leboncoin <no-reply@leboncoin.example>", to=ME,
    subject="Votre annonce « Canapé 3 places gris » est en ligne",
    date="Thu, 09 Jan 2025 10:12:45 +0100", mid="<ad-88213190@leboncoin.example>",
    kind="html", cte="quoted-printable",
    body="""<html><body style="font-family:Arial,sans-serif">
<h2>Bonne nouvelle, Inês !</h2>
<p>Votre annonce a été validée et elle est maintenant visible par des millions d'utilisateurs.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Annonce</th><td>Canapé 3 places gris – tissu, très bon état</td></tr>
<tr><th>Catégorie</th><td>Ameublement</td></tr>
<tr><th>Prix</th><td>250 €</td></tr>
<tr><th>Localisation</th><td>Lyon 69001</td></tr>
<tr><th>Référence</th><td>n° 2871443190</td></tr>
</table>
<p>Astuce : remontez votre annonce en tête de liste pour seulement 2,99 € !</p>
<p style="font-size:11px;color:#888">Vous recevez cet e-mail car vous avez déposé une annonce. Se désinscrire des conseils.</p>
</body></html>""")

# M3 -- QP plain French, draft lease (old values)
add(path="mail/2025/02/2025-02-04_agence_projet-de-bail.eml",
    frm=AGENCE, to=ME, cc=THEO,
    subject="Projet de bail - 42 rue Hénon, apt 3B",
    date="Tue, 04 Feb 2025 11:27:03 +0100", mid="<bail-3b-0204@foncierepentes.example>",
    kind="plain", cte="quoted-printable",
    body="""Madame Carvalho, Monsieur Marchand,

Suite à votre visite et à l'acceptation de votre dossier par le propriétaire, veuillez trouver ci-dessous les éléments du projet de bail pour l'appartement situé 42 rue Hénon, 69004 Lyon (apt 3B, 3e étage) :

- Loyer mensuel hors charges : 1 180 €
- Provision sur charges : 95 € / mois (régularisation annuelle)
- Dépôt de garantie : un mois de loyer hors charges
- Honoraires de location (part locataire) : 762 €
- Date d'effet souhaitée : 1er juillet 2025
- Bail vide, durée 3 ans

Pour finaliser, merci de nous transmettre les justificatifs de votre garant (pièce d'identité, trois derniers justificatifs de revenus, dernier avis d'imposition, justificatif de domicile), ainsi que l'attestation d'assurance habitation au plus tard à la remise des clés.

Je reste à votre disposition,

Sandrine Lopez
Gestionnaire locative
Agence Foncière des Pentes
04 65 71 55 10
""")

# M4 -- 8bit Portuguese, family
add(path="mail/2025/02/2025-02-11_mae_certidao.eml",
    frm="Fernanda Carvalho <fernanda.carvalho@correio.example>", to=ME,
    subject="a certidão",
    date="Tue, 11 Feb 2025 21:48:30 +0000", mid="<fc-20250211-2148@correio.example>",
    kind="plain", cte="8bit",
    body="""Querida Inês,

Fui hoje à Conservatória de Braga pedir a tua certidão de nascimento, aquela versão multilingue que me disseste. A senhora do balcão foi muito antipática mas pronto, já está pedida, disseram que chega em 5 dias úteis e eu mando-te logo pelo correio registado. Também te mando uma cópia digitalizada pelo email, o teu pai vai pedir ao vizinho para digitalizar.

O pai está melhor das costas mas continua teimoso, quer subir ao telhado antes da chuva. Eu já disse que não.

Como está o Théo? E a gata? Quando é que vocês mudam de casa?

Beijinhos grandes,
Mãe
""")

# M5 -- reply with quoting, French, 8bit (first decision: Christine as guarantor)
add(path="mail/2025/03/2025-03-06_christine_re-garant.eml",
    frm="Christine Marchand <christine.marchand@orange-mail.example>", to=ME, cc=THEO,
    subject="Re: Garant pour l'appartement rue Hénon",
    date="Thu, 06 Mar 2025 09:15:52 +0100", mid="<cm-0306-0915@orange-mail.example>",
    in_reply_to="<ic-20250305-garant@mailbox.example>",
    kind="plain", cte="8bit",
    body="""Bonjour Inês,

Bien sûr, c'est avec plaisir. Je vous envoie dès ce soir à l'agence mes trois derniers relevés de pension, mon avis d'imposition et la copie de ma carte d'identité. Dites-moi s'il manque quelque chose.

Je vous embrasse tous les deux, et une caresse à Pastel.
Christine

> Bonjour Christine,
>
> Comme Théo vous l'a dit au téléphone, l'agence nous demande un garant pour le bail
> de la rue Hénon. Est-ce que vous seriez toujours d'accord pour vous porter caution ?
> L'agence a besoin de vos justificatifs (pièce d'identité, trois derniers justificatifs
> de revenus, dernier avis d'imposition).
>
> Merci mille fois,
> Inês
""")

# M6 -- multipart/alternative reply: negotiated rent + guarantor refused
add(path="mail/2025/03/2025-03-19_agence_re-loyer-et-garant.eml",
    frm=AGENCE, to=ME, cc=THEO,
    subject="RE: Bail rue Hénon - loyer et garant",
    date="Wed, 19 Mar 2025 16:40:18 +0100", mid="<bail-3b-0319@foncierepentes.example>",
    in_reply_to="<tm-20250314-loyer@mailbox.example>",
    kind="alt", cte="quoted-printable", html_cte="quoted-printable",
    body="""Madame, Monsieur,

Bonne nouvelle concernant le loyer : le propriétaire accepte votre proposition. Le loyer mensuel hors charges est ramené à 1 150 € (au lieu de 1 180 €), le reste du projet de bail est inchangé. Le dépôt de garantie sera donc de 1 150 €.

En revanche, concernant la caution de Mme Christine Marchand : ses revenus (pension de retraite) n'atteignent pas trois fois le montant du loyer charges comprises, critère exigé par le propriétaire et son assurance. Nous ne pouvons donc pas retenir ce garant.

Vous pouvez nous proposer un autre garant, ou bien la garantie Visale (gratuite, démarche en ligne), que le propriétaire accepte.

Cordialement,
Sandrine Lopez
Agence Foncière des Pentes

-----Message d'origine-----
De : Théo Marchand
Envoyé : vendredi 14 mars 2025 08:02
Objet : Bail rue Hénon - loyer et garant

> Bonjour Madame Lopez,
> Serait-il possible de revoir légèrement le loyer à la baisse, compte tenu de l'absence
> d'emplacement pour un lave-vaisselle et du simple vitrage dans la petite chambre ?
> Par ailleurs, avez-vous bien reçu les documents de ma mère, Mme Christine Marchand ?
> Bien cordialement,
> Théo Marchand
""",
    html="""<html><body><p>Madame, Monsieur,</p>
<p>Bonne nouvelle concernant le loyer : le propriétaire accepte votre proposition. Le loyer mensuel hors charges est ramené à <b>1 150 €</b> (au lieu de 1 180 €), le reste du projet de bail est inchangé. Le dépôt de garantie sera donc de 1 150 €.</p>
<p>En revanche, concernant la caution de Mme Christine Marchand : ses revenus (pension de retraite) n'atteignent pas trois fois le montant du loyer charges comprises, critère exigé par le propriétaire et son assurance. Nous ne pouvons donc pas retenir ce garant.</p>
<p>Vous pouvez nous proposer un autre garant, ou bien la garantie Visale (gratuite, démarche en ligne), que le propriétaire accepte.</p>
<p>Cordialement,<br>Sandrine Lopez<br>Agence Foncière des Pentes</p>
<blockquote>Bonjour Madame Lopez,<br>Serait-il possible de revoir légèrement le loyer à la baisse, compte tenu de l'absence d'emplacement pour un lave-vaisselle et du simple vitrage dans la petite chambre ?<br>Par ailleurs, avez-vous bien reçu les documents de ma mère, Mme Christine Marchand ?<br>Bien cordialement,<br>Théo Marchand</blockquote>
</body></html>""")

# M7 -- multipart/mixed with base64 text attachment (hidden: visa number)
add(path="mail/2025/04/2025-04-03_visale_visa-certifie.eml",
    frm="Visale <ne-pas-repondre@visale.example>", to=ME,
    subject="Votre visa Visale est disponible",
    date="Thu, 03 Apr 2025 07:31:09 +0200", mid="<visa-20250403-0731@visale.example>",
    kind="mixed", cte="quoted-printable",
    body="""Bonjour,

Votre demande de garantie Visale a été acceptée. Votre visa certifié est joint à ce message : transmettez-le à votre bailleur ou à son agence avant la signature du bail. Le bailleur devra ensuite signer le contrat de cautionnement sur son espace.

Ce visa est valable 3 mois.

L'équipe Visale
""",
    attachments=[("visa-certifie-visale.txt", """VISA CERTIFIE VISALE
=====================

Numero de visa : V-2025-4471-8832
Locataire(s)   : CARVALHO Ines / MARCHAND Theo
Logement       : 42 rue Henon, 69004 Lyon - apt 3B
Montant maximum du loyer garanti (charges comprises) : 1 300 EUR / mois
Date de delivrance : 03/04/2025
Validite : jusqu'au 03/07/2025

Le bailleur dispose de la garantie Visale des la signature du contrat de cautionnement.
""")])

# M8 -- HTML only, base64 (hidden: ANEF dossier number)
add(path="mail/2025/04/2025-04-08_anef_accuse-reception.eml",
    frm="ANEF - Ne pas répondre <ne-pas-repondre@anef.interieur.example>", to=ME,
    subject="Accusé de réception de votre demande d'accès à la nationalité française",
    date="Tue, 08 Apr 2025 22:14:37 +0200", mid="<anef-ar-20250408-221437@anef.interieur.example>",
    kind="html", cte="base64",
    body="""<html><body style="font-family:Marianne,Arial,sans-serif">
<p>Madame Inês CARVALHO,</p>
<p>Nous accusons réception de votre demande de <b>naturalisation par décret</b> déposée sur l'Administration numérique pour les étrangers en France (ANEF).</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><td>Numéro de dossier</td><td><b>NAT-069-2025-011378</b></td></tr>
<tr><td>Date de dépôt</td><td>08/04/2025</td></tr>
<tr><td>Service instructeur</td><td>Plateforme de naturalisation – Préfecture du Rhône</td></tr>
</table>
<p>Ce numéro vous sera demandé pour toute correspondance. Votre dossier sera examiné dans l'ordre d'arrivée ; des pièces complémentaires pourront vous être demandées dans votre espace personnel.</p>
<p>Ceci est un message automatique, merci de ne pas y répondre.</p>
</body></html>""")

# M9 -- multipart/alternative, client planning for load test (road closure hours)
add(path="mail/2025/04/2025-04-15_metropole_planning-epreuve-OA217.eml",
    frm="Hélène Vasseur <h.vasseur@grandlyon-voirie.example>",
    to="Pierre-Yves Garnier <py.garnier@structis-oa.example>", cc=ME,
    subject="OA-217 Vernaison-Sud - planning épreuve de chargement",
    date="Tue, 15 Apr 2025 23:02:55 +0200", mid="<hv-0415-2302@grandlyon-voirie.example>",
    kind="alt", cte="quoted-printable", html_cte="base64",
    body="""Bonsoir Pierre-Yves, bonsoir Inês,

Je vous confirme le planning de l'épreuve de chargement du Pont de Vernaison-Sud (OA-217) :

- Date : nuit du mardi 29 au mercredi 30 avril 2025
- Fermeture totale de la RD 315 au droit de l'ouvrage : de 22h00 à 5h00 (arrêté de circulation signé ce jour)
- Déviation par Millery, signalée par l'entreprise de signalisation
- Arrivée des camions sur la zone de stockage : 21h30, pesée effectuée en carrière en amont

Merci de m'envoyer d'ici vendredi la version finale du programme d'épreuve avec les cas de charge.

Bien cordialement,
Hélène Vasseur
Chargée d'opérations – Ouvrages d'art
Métropole – Direction de la voirie
""",
    html="""<html><body>
<p>Bonsoir Pierre-Yves, bonsoir Inês,</p>
<p>Je vous confirme le planning de l'épreuve de chargement du Pont de Vernaison-Sud (OA-217) :</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><td>Date</td><td>nuit du mardi 29 au mercredi 30 avril 2025</td></tr>
<tr><td>Fermeture totale RD 315</td><td>de 22h00 à 5h00 (arrêté signé ce jour)</td></tr>
<tr><td>Déviation</td><td>par Millery</td></tr>
<tr><td>Arrivée des camions</td><td>21h30, zone de stockage</td></tr>
</table>
<p>Merci de m'envoyer d'ici vendredi la version finale du programme d'épreuve avec les cas de charge.</p>
<p>Bien cordialement,<br>Hélène Vasseur<br>Chargée d'opérations – Ouvrages d'art</p>
</body></html>""")

# M10 -- reply with quoting, 7bit English (decision case study also stated)
add(path="mail/2025/05/2025-05-14_ines_re-mentor-meeting.eml",
    frm=ME, to=JULIEN,
    subject="Re: Tomorrow - chartership catch-up",
    date="Wed, 14 May 2025 08:51:20 +0200", mid="<ic-20250514-0851@mailbox.example>",
    in_reply_to="<c1a2.20250512@structis-oa.example>",
    kind="plain", cte="7bit",
    body="""Hi Julien,

Thanks again for yesterday. Summary so I don't forget:

1. Main case study for the report: the OA-217 load test (Vernaison-Sud). OA-088 as secondary example
   for attributes 2 and 7.
2. Appendix: load arrangement sketch + measured vs predicted table (outside the word count).
3. I ask Pierre-Yves about preparing a fee estimate (attribute 5).
4. Outline to you by end of June.

See you in six weeks!
Ines

> Hi Ines,
> Tomorrow 14:00 in room 3 works. Bring your attribute self-assessment and two or three
> candidate projects, we'll pick one.
> J.
""")

# M11 -- HTML only, QP: gig booking confirmation (soundcheck, fee)
add(path="mail/2025/05/2025-05-22_miradouro_confirmation-fete-musique.eml",
    frm="Bar Le Miradouro <contact@lemiradouro.example>", to=ME,
    subject="Confirmation – Fête de la Musique 21 juin – Fado Rhône",
    date="Thu, 22 May 2025 14:05:00 +0200", mid="<mir-0522-1405@lemiradouro.example>",
    kind="html", cte="quoted-printable",
    body="""<html><body>
<p>Bonjour Inês,</p>
<p>C'est confirmé, on vous attend pour la Fête de la Musique ! Voici le récapitulatif :</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Date</th><td>samedi 21 juin 2025</td></tr>
<tr><th>Lieu</th><td>Bar Le Miradouro – terrasse, 31 quai Saint-Vincent, 69001 Lyon</td></tr>
<tr><th>Balance (sound check)</th><td>18h30</td></tr>
<tr><th>Concert</th><td>20h30 – 22h30 (deux sets de 50 min)</td></tr>
<tr><th>Cachet</th><td>300 € pour le groupe + repas offert</td></tr>
<tr><th>Sono</th><td>fournie (2 micros voix, 1 DI)</td></tr>
</table>
<p>Merci de nous envoyer une photo du groupe pour l'affiche.</p>
<p>À très vite,<br>Marco – Le Miradouro</p>
</body></html>""")

# M12 -- noise newsletter, multipart/alternative
add(path="mail/2025/06/2025-06-03_rail-sud_promo-ete.eml",
    frm="Rail Sud Europe <offres@railsud.example>", to=ME,
    subject="☀️ L'été commence : -30% sur vos trajets vers l'Espagne et le Portugal",
    date="Tue, 03 Jun 2025 06:00:00 +0200", mid="<promo-ete-2025-06@railsud.example>",
    kind="alt", cte="quoted-printable", html_cte="quoted-printable",
    body="""L'été commence !

-30 % sur une sélection de trajets Lyon -> Barcelone, Madrid et Lisbonne (avec correspondance), du 15 juin au 31 août.
Code : ETE30 – valable jusqu'au 10 juin.

Se désabonner : https://railsud.example/desabo
""",
    html="""<html><body><h1>L'été commence !</h1>
<table><tr><td>Lyon → Barcelone</td><td>dès 39 €</td></tr><tr><td>Lyon → Madrid</td><td>dès 59 €</td></tr><tr><td>Lyon → Lisbonne</td><td>dès 89 €</td></tr></table>
<p>Code <b>ETE30</b> – valable jusqu'au 10 juin.</p><p><a href="https://railsud.example/desabo">Se désabonner</a></p></body></html>""")

# M13 -- 8bit French: inspection moved (makes work.ics stale)
add(path="mail/2025/06/2025-06-17_nadia_OA088-visite-decalee.eml",
    frm="Nadia Benali <n.benali@structis-oa.example>",
    to=ME + ", Karim Haddad <k.haddad@structis-oa.example>",
    cc="Pierre-Yves Garnier <py.garnier@structis-oa.example>",
    subject="OA-088 passerelle St-Vincent : inspection décalée au 8 juillet",
    date="Tue, 17 Jun 2025 12:22:40 +0200", mid="<nb-0617-1222@structis-oa.example>",
    kind="plain", cte="8bit",
    body="""Salut à tous,

Mauvaise nouvelle : le loueur ne peut pas livrer la nacelle négative le 24 juin (machine en panne, pas d'autre dispo avant juillet).

L'inspection détaillée de la passerelle Saint-Vincent-Nord (OA-088) est donc décalée au **mardi 8 juillet**, même horaire (RDV 7h45 sur le quai, début 8h). L'arrêté pour la fermeture de la passerelle est modifié, la Ville est prévenue.

Karim, tu restes dispo pour les cordes ce jour-là ?
Inês, tu peux mettre à jour le planning partagé ? Merci !

Nadia
""")

# M14 -- HTML only, base64: van rental (hidden: booking reference)
add(path="mail/2025/06/2025-06-26_locutil_reservation-utilitaire.eml",
    frm="Loc'Util Lyon 3 <reservations@locutil.example>", to=ME,
    subject="Votre réservation d'utilitaire est confirmée",
    date="Thu, 26 Jun 2025 19:44:02 +0200", mid="<confirm-20250626-1944-a7f3@locutil.example>",
    kind="html", cte="base64",
    body="""<html><body>
<p>Bonjour Mme Carvalho,</p>
<p>Merci pour votre réservation. Présentez-vous à l'agence avec votre permis et une carte bancaire au nom du conducteur.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>Référence</th><td>UTL-LY-558120</td></tr>
<tr><th>Véhicule</th><td>Fourgon 20 m³ (permis B)</td></tr>
<tr><th>Départ</th><td>samedi 05/07/2025 – 08h00</td></tr>
<tr><th>Retour</th><td>samedi 05/07/2025 – 20h00</td></tr>
<tr><th>Kilométrage inclus</th><td>150 km</td></tr>
<tr><th>Total TTC</th><td>189,00 €</td></tr>
<tr><th>Agence</th><td>Loc'Util Lyon 3 – 118 cours Gambetta</td></tr>
</table>
<p>Caution : 1 000 € (empreinte bancaire).</p>
</body></html>""")

# M15 -- forward (8bit) of the check-in inspection
add(path="mail/2025/07/2025-07-02_fwd-etat-des-lieux-entree.eml",
    frm=ME, to=THEO,
    subject="TR: État des lieux d'entrée - 42 rue Hénon apt 3B",
    date="Wed, 02 Jul 2025 08:12:33 +0200", mid="<ic-20250702-0812@mailbox.example>",
    kind="plain", cte="8bit",
    body="""Pour archive – c'est bien noté pour le volet et le parquet. On garde ça précieusement.
Bisous
I.

-------- Message transféré --------
Sujet : État des lieux d'entrée - 42 rue Hénon apt 3B
Date : Mon, 30 Jun 2025 11:58:10 +0200
De : Maxime Aubert <m.aubert@foncierepentes.example>
Pour : Inês Carvalho <ines.carvalho@mailbox.example>

Madame Carvalho,

Suite à l'état des lieux d'entrée réalisé ce matin ensemble, voici le récapitulatif des observations (le document signé est disponible sur votre espace locataire) :

- Séjour : rayures sur le parquet devant la fenêtre droite (environ 40 cm).
- Chambre : volet roulant bloqué à mi-hauteur, ne remonte pas complètement.
- Salle de bains : joint silicone de la baignoire noirci.
- Cuisine : RAS.
- Relevés : électricité 018 442 kWh ; eau froide 1 287 m³ ; gaz 9 815 m³.
- Clés remises : 3 clés porte palière, 2 badges, 1 clé boîte aux lettres / cave.

Le propriétaire est informé pour le volet roulant.

Bonne installation,
Maxime Aubert
Agence Foncière des Pentes – service états des lieux
""")

# M16 -- QP Portuguese, sister visit (arrival time)
add(path="mail/2025/07/2025-07-21_mariana_voo-agosto.eml",
    frm="Mariana Carvalho <mariana.carvalho@correio.example>", to=ME,
    subject="voo para Lyon!!",
    date="Mon, 21 Jul 2025 22:31:05 +0100", mid="<mc-20250721-2231@correio.example>",
    kind="plain", cte="quoted-printable",
    body="""Maninha!!

Já comprei os bilhetes, finalmente. Aqui vai:

Ida: quinta 14 de agosto, Porto -> Lyon Saint-Exupéry, voo TP 4612, chegada às 13h40
Volta: segunda 18 de agosto, saída de Lyon às 14h25

Levo a mala grande porque a mãe quer mandar "só umas coisinhas" (já sabes: chouriço, queijo, marmelada, café...).
Não precisas de me ir buscar se estiveres a trabalhar, eu apanho o Rhônexpress.

Beijinhos e festinhas à Pastel
Mariana
""")

# M17 -- base64 plain French (hidden: microchip number)
add(path="mail/2025/08/2025-08-28_clinique-terreaux_transfert-dossier.eml",
    frm="Clinique Vétérinaire des Terreaux <accueil@vet-terreaux.example>", to=ME,
    subject="Transfert du dossier médical de Pastel",
    date="Thu, 28 Aug 2025 15:03:27 +0200", mid="<vt-0828-1503@vet-terreaux.example>",
    kind="plain", cte="base64",
    body="""Bonjour Madame Carvalho,

Comme convenu, nous avons transmis aujourd'hui le dossier médical complet de Pastel au cabinet vétérinaire que vous nous avez indiqué près de votre nouveau domicile.

Récapitulatif :
- Nom : Pastel – chatte européenne tigrée grise, stérilisée, née vers avril 2019
- Identification (puce électronique) : 250269604418237
- Dernière vaccination typhus/coryza : 22/11/2024 (rappel à prévoir fin novembre 2025)
- Dernier poids : 4,4 kg (mars 2025)
- Antécédents : trichobézoards récurrents au printemps

Pensez à mettre à jour votre adresse auprès de l'I-CAD, ce n'est pas automatique.

Nous vous souhaitons une bonne installation, et une caresse à Pastel de la part du Dr Masson.

L'équipe de la Clinique Vétérinaire des Terreaux
""")

# M18 -- multipart/mixed, base64 attachment (hidden: room) -- date also only in attachment
add(path="mail/2025/09/2025-09-10_prefecture_convocation-entretien.eml",
    frm="Préfecture du Rhône - Naturalisations <pref-naturalisation@rhone.gouv.example>", to=ME,
    subject="Convocation – entretien d'assimilation – demande de naturalisation",
    date="Wed, 10 Sep 2025 10:02:44 +0200", mid="<pref-conv-20250910-1002@rhone.gouv.example>",
    kind="mixed", cte="quoted-printable",
    body="""Madame,

Dans le cadre de l'instruction de votre demande d'acquisition de la nationalité française, vous trouverez ci-joint votre convocation à l'entretien individuel d'assimilation.

Par ailleurs, une demande de pièce complémentaire est disponible dans votre espace ANEF.

Nous vous prions de vous présenter muni(e) de l'original de la convocation et de votre pièce d'identité.

Le bureau des naturalisations
""",
    attachments=[("convocation-entretien.txt", """PREFECTURE DU RHONE - PLATEFORME DES NATURALISATIONS
CONVOCATION A L'ENTRETIEN D'ASSIMILATION

Madame CARVALHO Ines, nee le 03/06/1996 a Braga (Portugal)

Vous etes convoquee le : jeudi 4 décembre 2025 a 09h30
Lieu : Prefecture du Rhone, site Bonnel - batiment B, 2e etage, salle 2.14
       (accueil par la porte C, controle de securite, prevoir 20 minutes)

Documents a presenter (ORIGINAUX) :
 - la presente convocation
 - piece d'identite en cours de validite
 - acte de naissance (extrait multilingue)
 - diplome ou attestation de niveau de langue (TCF)
 - trois derniers bulletins de salaire

Tout retard superieur a 15 minutes pourra entrainer le report de l'entretien.
""")])

# M19 -- multipart/alternative, QP, English: review registration (deadline + word limit)
add(path="mail/2025/09/2025-09-23_ice_professional-review-application.eml",
    frm="ICE Membership <membership@ice-review.example>", to=ME,
    subject="Professional Review – application accepted",
    date="Tue, 23 Sep 2025 13:30:00 +0100", mid="<ice-pr-20250923@ice-review.example>",
    kind="alt", cte="quoted-printable", html_cte="quoted-printable",
    body="""Dear Inês Carvalho,

We are pleased to confirm that your application for the Chartered Professional Review has been accepted.

Key dates and requirements:
- Submission deadline for your Professional Review Report: 15 January 2026
- Report length: maximum 5,000 words (appendices excluded)
- Your Supervising Civil Engineer's sign-off must be uploaded with the report
- Reviews will take place in March 2026; your interview date will be confirmed in February

Kind regards,
Membership Team
""",
    html="""<html><body><p>Dear Inês Carvalho,</p>
<p>We are pleased to confirm that your application for the Chartered Professional Review has been accepted.</p>
<ul><li>Submission deadline for your Professional Review Report: <b>15 January 2026</b></li>
<li>Report length: maximum 5,000 words (appendices excluded)</li>
<li>Your Supervising Civil Engineer's sign-off must be uploaded with the report</li>
<li>Reviews will take place in March 2026; your interview date will be confirmed in February</li></ul>
<p>Kind regards,<br>Membership Team</p></body></html>""")

# M27 -- 8bit French: team meeting slot changed
add(path="mail/2025/09/2025-09-29_pierre-yves_reunion-equipe.eml",
    frm="Pierre-Yves Garnier <py.garnier@structis-oa.example>",
    to="equipe-oa@structis-oa.example",
    subject="Réunion d'équipe : nouveau créneau",
    date="Mon, 29 Sep 2025 17:45:12 +0200", mid="<pyg-0929-1745@structis-oa.example>",
    kind="plain", cte="8bit",
    body="""Bonjour à tous,

Avec l'arrivée des nouveaux contrats et les visites du lundi matin, on change le créneau : à partir de la semaine prochaine, la réunion d'équipe hebdomadaire a lieu le mardi à 8h30 (au lieu du lundi 9h), même salle, 45 minutes max.

Première occurrence : mardi 7 octobre.

Merci de mettre à jour vos agendas.
PY
""")

# M20 -- QP plain French: charges regularisation (current charges)
add(path="mail/2025/10/2025-10-06_agence_regularisation-charges.eml",
    frm=AGENCE, to=ME, cc=THEO,
    subject="Régularisation des charges 2024-2025 - apt 3B",
    date="Mon, 06 Oct 2025 10:18:44 +0200", mid="<reg-3b-1006@foncierepentes.example>",
    kind="plain", cte="quoted-printable",
    body="""Madame, Monsieur,

Le syndic nous a transmis le décompte annuel des charges de l'immeuble. Pour votre logement (prorata à partir du 1er juillet 2025) :

  Poste                              Réel        Provisions versées
  Chauffage parties communes         88,20 €     
  Eau froide                         61,50 €     
  Entretien / ménage                 72,00 €     
  Ascenseur                          0,00 €      
  Taxe ordures ménagères (part)      52,30 €     
  Total                              274,00 €    285,00 €

Vous disposez donc d'un trop-perçu de 11,00 € qui sera déduit de votre prochain avis d'échéance.

En revanche, compte tenu de la hausse du prix de l'eau et du nouveau contrat d'entretien, la provision mensuelle sur charges passe de 95 € à 110 € à compter de l'échéance du 1er novembre 2025.

Le détail est consultable sur votre espace locataire.

Cordialement,
Sandrine Lopez
Agence Foncière des Pentes
""")

# M21 -- 8bit Portuguese/English reply with quoting: new viola player
add(path="mail/2025/10/2025-10-14_rui_re-viola.eml",
    frm="Rui Tavares <rui.tavares@guitarra.example>", to=ME,
    subject="Re: viola depois da Sofia",
    date="Tue, 14 Oct 2025 23:10:48 +0200", mid="<rt-1014-2310@guitarra.example>",
    in_reply_to="<ic-20251013-viola@mailbox.example>",
    kind="plain", cte="8bit",
    body="""Olá Inês,

Sim, está fechado: o Duarte Pinho fica com a viola. Ele toca connosco a partir deste ensaio de quinta (16/10). Formação clássica, lê tudo, é de Coimbra, está em Lyon a fazer doutoramento em acústica (!). Já lhe mandei as cifras do repertório todo.

Sobre o tom da Estranha Forma de Vida: ele propõe Lá em vez de Si bemol para ti. Experimentamos na quinta.

Abraço,
Rui

> Rui, então já temos alguém para a viola? A Sofia vai-se embora no fim do mês e o
> concerto na Cave des Canuts é em dezembro. Diz-me quem é, para lhe mandar as letras.
> Beijinho,
> Inês
""")

# M22 -- noise: bank newsletter, HTML only
add(path="mail/2025/10/2025-10-20_banque-rhodanienne_newsletter.eml",
    frm="Banque Rhodanienne <info@banque-rhodanienne.example>", to=ME,
    subject="Votre lettre d'information – octobre 2025",
    date="Mon, 20 Oct 2025 08:00:00 +0200", mid="<nl-2025-10@banque-rhodanienne.example>",
    kind="html", cte="quoted-printable",
    body="""<html><body>
<h2>Octobre 2025 – l'essentiel</h2>
<table cellpadding="8"><tr><td><b>Épargne</b></td><td>Le taux du Livret A reste à 1,7 % jusqu'au 31 janvier.</td></tr>
<tr><td><b>Sécurité</b></td><td>Nous ne vous demanderons jamais vos codes par SMS ou par e-mail.</td></tr>
<tr><td><b>Projet immobilier ?</b></td><td>Prenez rendez-vous avec votre conseiller pour une simulation.</td></tr></table>
<p style="font-size:10px">Pour ne plus recevoir cette lettre, gérez vos préférences dans votre espace client.</p>
</body></html>""")

# M23 -- 7bit English reply with quoting: feedback, word count, cover while away
add(path="mail/2025/11/2025-11-05_julien_re-draft-report.eml",
    frm=JULIEN, to=ME,
    subject="Re: Professional Review report - draft 1",
    date="Wed, 05 Nov 2025 19:22:06 +0100", mid="<c1a2.20251105@structis-oa.example>",
    in_reply_to="<ic-20251102-draft1@mailbox.example>",
    kind="plain", cte="7bit",
    body="""Hi Ines,

Read it on the train. It's a solid first draft. Main comments:

1. Length: your draft is 5,640 words by my count. You have to cut, the assessors will stop reading.
   Start with the project description - it's half a page too long.
2. Leadership: tell the night of the load test as a sequence of your decisions (truck positions
   for LC2/LC3, the call to repeat the LC1 reading). Right now it reads like "the team did".
3. Sustainability: one paragraph on concrete is not enough. Use the repair-vs-replace reasoning
   on the passerelle.
4. Commercial: you still need the fee proposal evidence from Pierre-Yves.

I'm away from 8 to 19 December (family). If you need the SCE sign-off while I'm away, Pierre-Yves
Garnier is CEng too and has agreed to countersign - I've briefed him. But I'd rather see draft 2
before the 5th.

Julien

> Hi Julien,
> Attached: draft 1 of the report. I know it's long. Be brutal.
> Thanks,
> Ines
""")

# M24 -- HTML only, QP: vaccine reminder at new vet
add(path="mail/2025/11/2025-11-12_cabinet-plateau_rappel-vaccin.eml",
    frm="Cabinet Vétérinaire du Plateau <rdv@vet-plateau.example>", to=ME,
    subject="Rappel de vaccination – Pastel",
    date="Wed, 12 Nov 2025 09:00:00 +0100", mid="<vp-rappel-1112-pastel@vet-plateau.example>",
    kind="html", cte="quoted-printable",
    body="""<html><body>
<p>Bonjour Madame Carvalho,</p>
<p>Le rappel annuel de vaccination (typhus / coryza) de <b>Pastel</b> arrive à échéance. Nous avons le plaisir de vous confirmer le rendez-vous suivant :</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>Animal</th><td>Pastel – chatte, 6 ans</td></tr>
<tr><th>Rendez-vous</th><td>jeudi 27/11/2025 à 17h15</td></tr>
<tr><th>Vétérinaire</th><td>Dr Yannick Perrot</td></tr>
<tr><th>Adresse</th><td>11 rue d'Ivry, 69004 Lyon</td></tr>
</table>
<p>Pensez à apporter le carnet de santé. En cas d'empêchement, merci de nous prévenir 24 h à l'avance au 04 65 71 20 48.</p>
<p>Cabinet Vétérinaire du Plateau</p>
</body></html>""")

# M25 -- 8bit reply with quoting: Christmas decision + flights
add(path="mail/2025/11/2025-11-17_theo_re-noel.eml",
    frm=THEO, to=ME,
    subject="Re: Noël - on décide ce soir ?",
    date="Mon, 17 Nov 2025 12:41:09 +0100", mid="<tm-20251117-1241@mailbox.example>",
    in_reply_to="<ic-20251116-noel@mailbox.example>",
    kind="plain", cte="8bit",
    body="""OK, Christmas in Porto it is :) I talked to maman, she's fine with it as long as we do New Year's in Annecy.

Flights booked just now (TAP, hand luggage + 1 checked bag for all the stuff your mum will give us):
- Mon 22 Dec: Lyon LYS 10:05 -> Porto OPO 11:20 (TP 483)
- Sat 27 Dec: Porto OPO 17:50 -> Lyon LYS 21:00 (TP 484)

Total 412 EUR for both. I paid from the joint account.
Then 30 Dec - 2 Jan Annecy by car.

Can you sort out someone for Pastel?
Bisous
T.

> So... Porto or Annecy? Mariana keeps asking and Mãe is already planning the bacalhau.
> I think this year Porto, next year Annecy? Tell me tonight.
> I.
""")

# M26 -- 7bit receipt (noise)
add(path="mail/2025/11/2025-11-19_casa-do-fado_receipt.eml",
    frm="Casa do Fado Store <orders@casadofado-store.example>", to=ME,
    subject="Order #CF-20931 confirmed",
    date="Wed, 19 Nov 2025 20:14:51 +0000", mid="<order-cf-20931@casadofado-store.example>",
    kind="plain", cte="7bit",
    body="""Thank you for your order!

Order #CF-20931 - 19 Nov 2025

  1 x Xaile negro tradicional, franja longa (black fado shawl, long fringe)   69.00 EUR
  1 x Fado lyrics booklet "Fados tradicionais" vol. 2                          12.50 EUR
  Shipping to France (CTT Expresso, 5-8 working days)                          14.90 EUR
  --------------------------------------------------------------------------------------
  Total                                                                        96.40 EUR

Shipping address:
  Ines Carvalho, 42 rue Henon, apt 3B, 69004 Lyon, France

Obrigado! Casa do Fado Store
""")
