# -*- coding: utf-8 -*-
"""E-mails (.eml) of Fatima's vault, built with email.message.EmailMessage."""
import hashlib
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime

CEST = timezone(timedelta(hours=2))
CET = timezone(timedelta(hours=1))
EDT = timezone(timedelta(hours=-4))

ME = "Fatima Benali <fatima.benali@laposte-perso.example>"
ME_PRO = "Fatima Benali <fatima.benali@ac-aix-marseille.example>"
KARIM = "Karim Benali <karim.benali@videotron-mail.example>"


def boundary(path, n=0):
    return "===============%s==" % (int(hashlib.sha256(("%s#%d" % (path, n)).encode()).hexdigest()[:15], 16))


def head(frm, to, subj, dt, mid, cc=None, irt=None, refs=None, extra=()):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subj
    m["Date"] = format_datetime(dt)
    m["Message-ID"] = mid
    if irt:
        m["In-Reply-To"] = irt
        m["References"] = refs or irt
    for k, v in extra:
        m[k] = v
    return m


def html_page(body, title=""):
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title></head>\n"
            "<body style=\"font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222\">\n%s\n</body></html>\n"
            % (title, body))


def quote(text):
    return "\n".join(("> " + l) if l.strip() else ">" for l in text.strip("\n").split("\n"))


MAILS = []  # list of (path, builder)


def mail(path):
    def deco(fn):
        MAILS.append((path, fn))
        return fn
    return deco


# ------------------------------------------------------------------ 2024-07
@mail("mail/2024/07/2024-07-09_notaire-attestation-immobiliere.eml")
def _m(path):
    m = head("Étude Roux-Delmas – Notaires <accueil@roux-delmas-notaires.example>", ME,
             "Succession BENALI – attestation immobilière (cabanon Les Goudes)",
             datetime(2024, 7, 9, 11, 42, tzinfo=CEST), "<20240709094211.4471@roux-delmas-notaires.example>",
             cc=KARIM)
    m.set_content("""Madame,

Suite à notre rendez-vous du 2 juillet, je vous informe que l'attestation immobilière relative au bien dépendant de la succession de Monsieur Ahmed BENALI est en cours de rédaction.

Désignation du bien :
Un cabanon à usage d'habitation de loisir, élevé d'un simple rez-de-chaussée, avec terrasse et terrain attenant, situé 7 traverse de la Baie, Les Goudes, 13008 Marseille.
Cadastré 208 H 117 (section H, parcelle n° 117), pour une contenance de 1 a 12 ca.

Le bien est attribué en indivision à Madame Fatima BENALI et Monsieur Karim BENALI, chacun pour moitié.

La signature de l'attestation est fixée au mardi 17 septembre 2024 à 10h00 en notre étude. Monsieur Karim BENALI, résidant au Canada, pourra être représenté : je vous adresserai prochainement un modèle de procuration, à faire légaliser auprès du consulat général de France à Montréal.

Les frais d'acte vous seront communiqués avec le projet.

Je reste à votre disposition,

Anne-Sophie Roux-Delmas
Notaire
Étude Roux-Delmas – 14 cours Pierre-Puget, 13006 Marseille
Tél. 04 00 00 31 31 (fictif)
""", subtype="plain", charset="utf-8", cte="base64")
    return m


# ------------------------------------------------------------------ 2024-10
@mail("mail/2024/10/2024-10-08_cassar-devis-toiture.eml")
def _m(path):
    m = head("Toitures Cassar <contact@toitures-cassar.example>", ME,
             "Devis n° D-2024-117 – réfection toiture cabanon Les Goudes",
             datetime(2024, 10, 8, 18, 5, tzinfo=CEST), "<d2024117.cassar@toitures-cassar.example>")
    m.set_content("""Bonjour Madame Benali,

Suite à ma visite de samedi, voici mon devis pour le cabanon des Goudes.

DEVIS N° D-2024-117 — réfection complète de la couverture (~22 m²)

- installation de chantier, protection, évacuation des gravats ........ 480,00 € HT
- dépose des tuiles existantes et des liteaux ................................ 620,00 € HT
- fourniture et pose écran sous-toiture HPV ....................................... 410,00 € HT
- fourniture et pose liteaux traités ................................................... 350,00 € HT
- fourniture et pose tuiles canal neuves (terre cuite, teinte vieillie) ... 1 640,00 € HT
- reprise de la génoise côté mer (2 rangs) ............................................ 510,00 € HT
- faîtage et rives scellés au mortier de chaux ..................................... 399,09 € HT

Total HT : 4 409,09 €
TVA 10 % : 440,91 €
Total TTC : 4 850,00 €

Validité : 3 mois. Acompte de 30 % à la commande.
Délai : au printemps, selon météo et disponibilité des matériaux.
Attention : si la charpente (chevrons) est abîmée sous les tuiles, un avenant sera nécessaire.

Pour info : vous êtes en site classé, il faudra sûrement une déclaration en mairie avant de commencer. Je peux vous aider pour la notice.

Cordialement,
Manu Cassar
Toitures Cassar – couverture, zinguerie – Marseille 9e
06 00 00 41 27 (fictif)
""", subtype="plain", charset="utf-8", cte="quoted-printable")
    return m


@mail("mail/2024/10/2024-10-21_brico-provence-promo.eml")
def _m(path):
    m = head("Brico Provence <news@brico-provence.example>", ME,
             "🌿 Semaine de l'extérieur : jusqu'à -30 % sur le jardin et l'eau",
             datetime(2024, 10, 21, 7, 30, tzinfo=CEST), "<promo-20241021-88213@news.brico-provence.example>",
             extra=(("List-Unsubscribe", "<mailto:unsubscribe@news.brico-provence.example?subject=stop>"),))
    body = """<table width="600" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td style="background:#2e7d32;color:#fff;padding:16px;font-size:22px">BRICO PROVENCE — Semaine de l'extérieur</td></tr>
<tr><td style="padding:12px">Bonjour Fatima, l'automne est là : c'est le moment de préparer votre extérieur !</td></tr>
<tr><td>
<table width="100%" border="1" cellpadding="6" cellspacing="0">
<tr><th>Produit</th><th>Prix</th><th>Remise</th></tr>
<tr><td>Récupérateurs d'eau de pluie (toutes capacités)</td><td>dès 59,90 €</td><td>-15 %</td></tr>
<tr><td>Lasure et peinture volets bois, nuancier Provence</td><td>dès 24,90 €</td><td>-20 %</td></tr>
<tr><td>Grillage rigide vert 1,20 m (rouleau 25 m)</td><td>89,00 €</td><td>-10 %</td></tr>
<tr><td>Pompes de surface jardin</td><td>dès 79,00 €</td><td>-30 %</td></tr>
<tr><td>Tuiles canal terre cuite (palette)</td><td>sur devis</td><td>—</td></tr>
</table>
</td></tr>
<tr><td style="padding:12px;font-size:12px;color:#777">Offres valables du 21 au 27 octobre 2024 dans les magasins de La Valentine, Plan-de-Campagne et Aubagne, dans la limite des stocks.
Vous recevez cet e-mail car vous avez une carte fidélité Brico Provence. <a href="https://brico-provence.example/desinscription">Se désinscrire</a></td></tr>
</table>"""
    m.set_content(html_page(body, "Brico Provence"), subtype="html", charset="utf-8", cte="quoted-printable")
    return m


# ------------------------------------------------------------------ 2024-11
@mail("mail/2024/11/2024-11-05_parc-calanques-lettre-info.eml")
def _m(path):
    m = head("Parc national des Calanques <lettre@calanques-parcnational.example>", ME,
             "La lettre du Parc – novembre 2024",
             datetime(2024, 11, 5, 9, 0, tzinfo=CET), "<lettre-2024-11@calanques-parcnational.example>",
             extra=(("List-Id", "Lettre d'information du Parc <lettre.calanques-parcnational.example>"),))
    text = """LA LETTRE DU PARC – novembre 2024

1. Accès aux massifs : fin de la saison à risque
Depuis le 1er octobre, les massifs sont à nouveau accessibles tous les jours. Rappel : les feux restent interdits toute l'année dans le cœur du Parc, y compris les barbecues dans les cabanons.

2. Les Goudes et Callelongue : stationnement
La concertation sur le stationnement à l'entrée des Goudes se poursuit. Réunion publique le 26 novembre à 18h30 à la mairie des 6e et 8e arrondissements.

3. Travaux sur les cabanons en site classé
Vous êtes propriétaire d'un cabanon ? Tous les travaux modifiant l'aspect extérieur (toiture, menuiseries, clôtures, citernes visibles) nécessitent une autorisation d'urbanisme et l'avis de l'Architecte des Bâtiments de France. Une fiche-conseil « couleurs et matériaux » est disponible à la Maison du Parc.

4. Posidonie : on jette l'ancre ailleurs
Les zones de mouillage organisé s'étendent en 2025.

Pour ne plus recevoir cette lettre : répondez STOP.
"""
    html = html_page("""<h2 style="color:#005f73">La lettre du Parc – novembre 2024</h2>
<table cellpadding="8" border="0" width="600">
<tr><td><b>1. Accès aux massifs</b><br>Depuis le 1er octobre, les massifs sont à nouveau accessibles tous les jours. Rappel : les feux restent interdits toute l'année dans le cœur du Parc, y compris les barbecues dans les cabanons.</td></tr>
<tr><td><b>2. Les Goudes et Callelongue : stationnement</b><br>Réunion publique le 26 novembre à 18h30 à la mairie des 6e et 8e arrondissements.</td></tr>
<tr><td><b>3. Travaux sur les cabanons en site classé</b><br>Tous les travaux modifiant l'aspect extérieur (toiture, menuiseries, clôtures, citernes visibles) nécessitent une autorisation d'urbanisme et l'avis de l'Architecte des Bâtiments de France.</td></tr>
<tr><td><b>4. Posidonie</b><br>Les zones de mouillage organisé s'étendent en 2025.</td></tr>
</table>""", "Lettre du Parc")
    m.set_content(text, subtype="plain", charset="utf-8", cte="quoted-printable")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    m.set_boundary(boundary(path))
    return m


# ------------------------------------------------------------------ 2024-12
@mail("mail/2024/12/2024-12-03_re-programme-j3-somme.eml")
def _m(path):
    orig = """Salut Fatima,

Pour le J3 je propose Vimy le matin (mémorial canadien, tunnels et tranchées, c'est top pour la partie anglais) et Lorette + l'Anneau de la Mémoire l'après-midi. Le souci c'est le car : Albert → Vimy → Lorette → Albert, ça fait presque 3h de route dans la journée. Tu en penses quoi ?

Julien"""
    m = head(ME_PRO, "Julien Marchetti <julien.marchetti@ac-aix-marseille.example>",
             "Re: Voyage Somme – programme du J3",
             datetime(2024, 12, 3, 21, 17, tzinfo=CET), "<b71c2e90-re-j3@ac-aix-marseille.example>",
             cc="Sophie Lemaire <sophie.lemaire@ac-aix-marseille.example>",
             irt="<5521aa03-j3@ac-aix-marseille.example>")
    body = """Salut Julien,

J'ai refait les calculs avec le devis du car local et les horaires d'ouverture : c'est trop. Trois heures de car plus les visites, ils vont être morts et on ne fera rien de bien.

Donc décision : on laisse tomber Vimy, on garde Notre-Dame-de-Lorette et l'Anneau de la Mémoire, et on rentre plus tôt à l'hébergement pour faire le bilan du voyage avec les élèves le jeudi soir. Pour la partie canadienne, on a déjà Beaumont-Hamel le J2 (Terre-Neuve), ça suffit largement pour ton cours.

Je mets à jour le programme pour la réunion parents. Mon frère va me tuer (il est à Montréal, Vimy c'est sacré pour eux), tant pis.

Bonne soirée,
Fatima

Le mar. 3 déc. 2024 à 18:02, Julien Marchetti a écrit :
""" + quote(orig) + "\n"
    m.set_content(body, subtype="plain", charset="utf-8", cte="8bit")
    return m


@mail("mail/2024/12/2024-12-15_harbourside-books-receipt.eml")
def _m(path):
    m = head("Harbourside Books <orders@harbourside-books.example>", ME,
             "Your Harbourside Books order #HB-448120 has shipped",
             datetime(2024, 12, 15, 8, 12, tzinfo=timezone.utc), "<order-HB-448120@harbourside-books.example>")
    m.set_content("""Hello Fatima,

Good news: your order #HB-448120 is on its way.

  1 x  The Great War and Modern Memory (P. Fussell), paperback      GBP 14.99
  1 x  Birdsong (S. Faulks), paperback                               GBP  9.99
  1 x  Poems of the First World War (anthology), paperback           GBP  7.50
                                                         Subtotal   GBP 32.48
                                           International shipping   GBP  6.00
                                                            Total   GBP 38.48

Shipping to: F. Benali, Marseille, France
Carrier: Royal Mail International Tracked, ref RM-5590-2231-FR
Estimated delivery: 20-23 December

Thanks for shopping with an independent bookshop!
Harbourside Books, Bristol
""", subtype="plain", charset="us-ascii", cte="7bit")
    return m


# ------------------------------------------------------------------ 2025-01
@mail("mail/2025/01/2025-01-09_ines-tarif-cours.eml")
def _m(path):
    m = head("Inès Haddad <ines.haddad@etu-amu.example>", ME,
             "Cours de maths de Yanis – tarif à partir de février",
             datetime(2025, 1, 9, 19, 48, tzinfo=CET), "<CAF7x9q-ines-0109@mail.etu-amu.example>")
    m.set_content("""Bonjour Madame Benali,

Je vous souhaite une très bonne année, ainsi qu'à Yanis !

Je voulais vous prévenir qu'à partir du mois de février je passe à 22 € de l'heure (au lieu de 20 €). Je n'avais pas augmenté depuis deux ans et j'ai dû le faire pour toutes les familles, j'espère que vous comprendrez. Le créneau du mercredi 17h ne change pas.

Yanis progresse vraiment en calcul littéral, il est beaucoup plus à l'aise. On va attaquer la géométrie sérieusement avant le brevet blanc.

Bonne soirée,
Inès
""", subtype="plain", charset="utf-8", cte="quoted-printable")
    return m


@mail("mail/2025/01/2025-01-14_gestionnaire-participation-familles.eml")
def _m(path):
    m = head("Odile Pastor <odile.pastor@ac-aix-marseille.example>", ME_PRO,
             "Voyage Somme : subvention obtenue, nouvelle participation des familles",
             datetime(2025, 1, 14, 10, 3, tzinfo=CET), "<op-20250114-voyage@ac-aix-marseille.example>",
             cc="Thierry Guasco <thierry.guasco@ac-aix-marseille.example>")
    text = """Bonjour Madame Benali,

Bonne nouvelle : le conseil départemental a accordé une subvention de 1 800 € pour le voyage mémoire dans la Somme, et le FSE participe à hauteur de 350 €.

La participation des familles est donc ramenée à 265 € par élève (au lieu du montant prévisionnel annoncé en septembre).

Échéancier proposé :
- 1er versement : 130 € avant le 15 février 2025
- 2e versement : 135 € avant le 15 mars 2025

Les familles en difficulté peuvent toujours solliciter le fonds social collégien (dossier à me remettre). Je présenterai le nouveau budget au prochain CA.

Pouvez-vous l'annoncer lors de la réunion d'information des familles ?

Cordialement,
Odile Pastor
Gestionnaire – collège Anatole-Roux
"""
    html = html_page("""<p>Bonjour Madame Benali,</p>
<p>Bonne nouvelle : le <b>conseil départemental</b> a accordé une subvention de 1&nbsp;800&nbsp;€ pour le voyage mémoire dans la Somme, et le FSE participe à hauteur de 350&nbsp;€.</p>
<p>La participation des familles est donc ramenée à <b>265 € par élève</b> (au lieu du montant prévisionnel annoncé en septembre).</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Versement</th><th>Montant</th><th>Date limite</th></tr>
<tr><td>1er versement</td><td>130 €</td><td>15/02/2025</td></tr>
<tr><td>2e versement</td><td>135 €</td><td>15/03/2025</td></tr>
</table>
<p>Les familles en difficulté peuvent toujours solliciter le fonds social collégien (dossier à me remettre). Je présenterai le nouveau budget au prochain CA.</p>
<p>Pouvez-vous l'annoncer lors de la réunion d'information des familles&nbsp;?</p>
<p>Cordialement,<br>Odile Pastor<br>Gestionnaire – collège Anatole-Roux</p>""", "Voyage Somme")
    m.set_content(text, subtype="plain", charset="utf-8", cte="quoted-printable")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    m.set_boundary(boundary(path))
    return m


@mail("mail/2025/01/2025-01-22_cassar-devis-revise.eml")
def _m(path):
    m = head("Toitures Cassar <contact@toitures-cassar.example>", ME,
             "Devis révisé D-2025-009 – cabanon Les Goudes (charpente)",
             datetime(2025, 1, 22, 17, 40, tzinfo=CET), "<d2025009.cassar@toitures-cassar.example>")
    m.set_content("""Bonjour Madame Benali,

Comme je vous l'avais dit au téléphone, en soulevant quelques tuiles côté mer j'ai trouvé trois chevrons pourris (l'eau passe depuis des années). Il faut les remplacer, je ne peux pas reposer une couverture neuve sur du bois dans cet état.

Nouveau devis D-2025-009 (remplace le D-2024-117) :
- tout le contenu du devis précédent
- remplacement de 3 chevrons + traitement du reste de la charpente : 420 € HT
- gouttière zinc côté nord avec descente vers votre future cuve : 190 € HT (option)

Total TTC : 5 320 € (tuiles canal neuves).

Pour le bac acier dont vous m'aviez parlé en novembre : je peux le poser, mais franchement aux Goudes je doute que la mairie l'accepte. Renseignez-vous avant.

Si vous voulez faire baisser le prix, je peux chercher des tuiles de récupération (anciennes tuiles canal de démolition), c'est plus joli et moins cher, mais ça dépend de ce que je trouve.

Cordialement,
Manu Cassar
""", subtype="plain", charset="utf-8", cte="8bit")
    return m


@mail("mail/2025/01/2025-01-28_sncf-groupes-confirmation-aller.eml")
def _m(path):
    m = head("SNCF Groupes <no-reply@groupes.sncf-voyageurs.example>", ME_PRO,
             "Confirmation de votre reservation groupe - dossier GRP-7Q4K2M (ALLER)",
             datetime(2025, 1, 28, 14, 22, tzinfo=CET), "<GRP-7Q4K2M-A@groupes.sncf-voyageurs.example>")
    body = """<table width="640" border="0" cellpadding="0" cellspacing="0">
<tr><td style="background:#0c131f;color:#fff;padding:14px;font-size:20px">SNCF Groupes &ndash; Confirmation de r&eacute;servation</td></tr>
<tr><td style="padding:10px">Madame BENALI, nous vous confirmons la r&eacute;servation de votre groupe scolaire.<br>
Dossier : <b>GRP-7Q4K2M</b> &ndash; Coll&egrave;ge Anatole-Roux, Marseille<br>
Trajet : <b>ALLER</b></td></tr>
<tr><td>
<table width="100%" border="1" cellpadding="6" cellspacing="0">
<tr><th>Date</th><th>Train</th><th>D&eacute;part</th><th>Arriv&eacute;e</th><th>Voitures</th><th>Voyageurs</th></tr>
<tr><td>mardi 8 avril 2025</td><td>TGV INOUI 6190</td><td>Marseille Saint-Charles 07h04</td><td>TGV Haute-Picardie 12h31</td><td>14 et 15</td><td>48 &eacute;l&egrave;ves + 4 adultes</td></tr>
</table>
</td></tr>
<tr><td style="padding:10px">Tarif groupe scolaire. Montant de l'aller : 2&nbsp;912,00&nbsp;&euro;. Paiement par mandat administratif &agrave; r&eacute;ception de facture.<br>
Pr&eacute;sentez-vous sur le quai 20 minutes avant le d&eacute;part avec la liste nominative des voyageurs.<br>
Le trajet RETOUR fait l'objet d'une confirmation s&eacute;par&eacute;e.</td></tr>
<tr><td style="font-size:11px;color:#666;padding:10px">Ceci est un message automatique, merci de ne pas y r&eacute;pondre.</td></tr>
</table>"""
    m.set_content(html_page(body, "Confirmation GRP-7Q4K2M"), subtype="html", charset="us-ascii", cte="7bit")
    return m


# ------------------------------------------------------------------ 2025-02
@mail("mail/2025/02/2025-02-04_urbanisme-recepisse-dp.eml")
def _m(path):
    m = head("Ville de Marseille - Urbanisme <urbanisme.dp@marseille-mairie.example>", ME,
             "Recepisse de depot - declaration prealable - 7 traverse de la Baie",
             datetime(2025, 2, 4, 9, 15, tzinfo=CET), "<dp-20250204-0915-22@marseille-mairie.example>")
    m.set_content("""Madame,

Vous avez depose le 03/02/2025 une declaration prealable de travaux au guichet de la Direction de l'Urbanisme.

Vous trouverez ci-joint votre recepisse de depot. Merci de rappeler le numero de dossier indique sur le recepisse dans toute correspondance.

Votre projet se situe dans le perimetre d'un site classe : l'Architecte des Batiments de France sera consulte et le delai d'instruction est porte a deux mois.

Cordialement,
Service Instruction - Secteur Sud
Direction de l'Urbanisme
(message automatique, ne pas repondre)
""", subtype="plain", charset="us-ascii", cte="7bit")
    m.add_attachment("""VILLE DE MARSEILLE - DIRECTION DE L'URBANISME
RÉCÉPISSÉ DE DÉPÔT D'UNE DÉCLARATION PRÉALABLE

Numéro d'enregistrement : DP 013055 25 00087
Date de dépôt : 03/02/2025
Déposant(s) : BENALI Fatima, BENALI Karim (indivision), représentés par BENALI Fatima
Adresse des travaux : 7 traverse de la Baie, Les Goudes, 13008 Marseille
Nature des travaux : réfection de la couverture (remplacement des tuiles et de chevrons), pose d'une cuve de récupération d'eau de pluie, remise en peinture des menuiseries extérieures

Délai d'instruction : 2 mois (consultation de l'Architecte des Bâtiments de France – site classé)
Date à laquelle, en l'absence d'opposition, les travaux pourront commencer : 03/04/2025
(sous réserve de notification d'une majoration ou d'une demande de pièces)

Le présent récépissé ne vaut pas autorisation. Affichage obligatoire sur le terrain dès la décision.
""", subtype="plain", charset="utf-8", cte="base64", filename="recepisse_DP_7_traverse_de_la_Baie.txt")
    m.set_boundary(boundary(path))
    return m


@mail("mail/2025/02/2025-02-11_sncf-groupes-confirmation-retour.eml")
def _m(path):
    m = head("SNCF Groupes <no-reply@groupes.sncf-voyageurs.example>", ME_PRO,
             "Confirmation de votre reservation groupe - dossier GRP-9W2L5T (RETOUR)",
             datetime(2025, 2, 11, 11, 6, tzinfo=CET), "<GRP-9W2L5T-R@groupes.sncf-voyageurs.example>")
    body = """<table width="640" border="0" cellpadding="0" cellspacing="0">
<tr><td style="background:#0c131f;color:#fff;padding:14px;font-size:20px">SNCF Groupes – Confirmation de réservation</td></tr>
<tr><td style="padding:10px">Madame BENALI, nous vous confirmons la réservation de votre groupe scolaire.<br>
Dossier : <b>GRP-9W2L5T</b> – Collège Anatole-Roux, Marseille (lié au dossier GRP-7Q4K2M)<br>
Trajet : <b>RETOUR</b> (contingent scolaire distinct)</td></tr>
<tr><td>
<table width="100%" border="1" cellpadding="6" cellspacing="0">
<tr><th>Date</th><th>Train</th><th>Départ</th><th>Arrivée</th><th>Voitures</th><th>Voyageurs</th></tr>
<tr><td>vendredi 11 avril 2025</td><td>TGV INOUI 6143</td><td>TGV Haute-Picardie 14h27</td><td>Marseille Saint-Charles 20h12</td><td>3 et 4</td><td>48 élèves + 4 adultes</td></tr>
</table>
</td></tr>
<tr><td style="padding:10px">Tarif groupe scolaire. Montant du retour : 2 912,00 €. Paiement par mandat administratif à réception de facture.<br>
Présentez-vous sur le quai 20 minutes avant le départ avec la liste nominative des voyageurs.</td></tr>
<tr><td style="font-size:11px;color:#666;padding:10px">Ceci est un message automatique, merci de ne pas y répondre.</td></tr>
</table>"""
    m.set_content(html_page(body, "Confirmation GRP-9W2L5T"), subtype="html", charset="utf-8", cte="base64")
    return m


@mail("mail/2025/02/2025-02-20_brico-provence-confirmation-commande.eml")
def _m(path):
    m = head("Brico Provence <commandes@brico-provence.example>", ME,
             "Votre commande BP-2025-0228841 est confirmée – retrait en magasin",
             datetime(2025, 2, 20, 20, 31, tzinfo=CET), "<BP-2025-0228841@commandes.brico-provence.example>")
    body = """<table width="600" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td style="background:#2e7d32;color:#fff;padding:16px;font-size:20px">Merci pour votre commande !</td></tr>
<tr><td style="padding:12px">Bonjour Fatima BENALI,<br>votre commande <b>BP-2025-0228841</b> du 20/02/2025 est confirmée. Elle sera disponible au <b>retrait en magasin (Brico Provence La Valentine)</b> à partir du 24/02/2025.</td></tr>
<tr><td>
<table width="100%" border="1" cellpadding="6" cellspacing="0">
<tr><th>Article</th><th>Référence</th><th>Qté</th><th>Prix TTC</th></tr>
<tr><td>Cuve de récupération verticale Aquavera 1000 L, PEHD anti-UV, coloris sable</td><td>AQV-1000-V</td><td>1</td><td>329,00 €</td></tr>
<tr><td>Kit raccord collecteur de descente Ø80/100</td><td>KCR-80100</td><td>1</td><td>39,90 €</td></tr>
<tr><td>Socle de stabilisation pour cuve 1000 L</td><td>SOC-1000</td><td>1</td><td>44,00 €</td></tr>
<tr><td colspan="3" align="right"><b>Total payé (CB)</b></td><td><b>412,90 €</b></td></tr>
</table>
</td></tr>
<tr><td style="padding:12px">Présentez ce mail ou votre numéro de commande à l'accueil retrait. Prévoir un véhicule adapté : la cuve mesure 1,86 m de haut.<br>
Garantie cuve : 10 ans. Notice de montage disponible sur notre site.</td></tr>
<tr><td style="padding:12px;font-size:12px;color:#777">Brico Provence SAS – ceci est un e-mail transactionnel.</td></tr>
</table>"""
    m.set_content(html_page(body, "Commande BP-2025-0228841"), subtype="html", charset="utf-8", cte="base64")
    return m


# ------------------------------------------------------------------ 2025-03
@mail("mail/2025/03/2025-03-04_re-devis-toiture-cassar.eml")
def _m(path):
    orig = """Bonjour Monsieur Cassar,

Mon frère et moi avons fait le point. La mairie nous a bien fait comprendre que le bac acier ne passerait pas, donc on oublie. On aimerait partir sur les tuiles canal de récupération dont vous parliez, si vous en avez trouvé. Pourriez-vous revoir le devis sans la gouttière zinc (on la fera plus tard nous-mêmes) ?

Et dès qu'on a le feu vert de la mairie, on fixe une date.

Bien cordialement,
Fatima Benali"""
    m = head("Toitures Cassar <contact@toitures-cassar.example>", ME,
             "Re: Devis révisé D-2025-009 – cabanon Les Goudes (charpente)",
             datetime(2025, 3, 4, 12, 55, tzinfo=CET), "<re-d2025009-2.cassar@toitures-cassar.example>",
             irt="<f1b8-0303-benali@laposte-perso.example>",
             refs="<d2025009.cassar@toitures-cassar.example> <f1b8-0303-benali@laposte-perso.example>")
    body = """Bonjour Madame Benali,

Bonne nouvelle, j'ai trouvé des tuiles canal anciennes sur une démolition à Cassis, en bon état, la teinte ira très bien avec les cabanons voisins.

Je vous confirme donc le montant révisé : 5 090 € TTC, tuiles de récupération fournies, chevrons compris, sans la gouttière zinc.
Acompte de 30 % à la commande, le reste à la fin du chantier.

Pour la date, on en reparle dès que vous avez l'arrêté. Je vise la deuxième quinzaine de mai.

Cordialement,
Manu Cassar

Le 03/03/2025 à 21:12, Fatima Benali a écrit :
""" + quote(orig) + "\n"
    m.set_content(body, subtype="plain", charset="utf-8", cte="quoted-printable")
    return m


@mail("mail/2025/03/2025-03-06_principal-accompagnateurs-voyage.eml")
def _m(path):
    m = head("Thierry Guasco <thierry.guasco@ac-aix-marseille.example>", ME_PRO,
             "Voyage Somme – changement d'accompagnateur",
             datetime(2025, 3, 6, 16, 44, tzinfo=CET), "<tg-20250306-voyage@ac-aix-marseille.example>",
             cc="Julien Marchetti <julien.marchetti@ac-aix-marseille.example>, Odile Pastor <odile.pastor@ac-aix-marseille.example>")
    m.set_content("""Madame Benali,

Comme vous le savez sans doute, Mme Lemaire s'est fracturé la cheville samedi. Son arrêt est de six semaines, elle ne pourra donc pas accompagner le voyage dans la Somme.

M. Romain Giraud (EPS) a accepté de la remplacer comme accompagnateur du 8 au 11 avril. Il a déjà fait des séjours avec nuitée, il connaît bien les élèves de 3e D. Ses cours seront suspendus ces quatre jours.

Pourriez-vous :
- mettre à jour la liste des accompagnateurs transmise au centre d'hébergement et à la SNCF ;
- lui transmettre le programme et la liste des PAI ;
- prévoir un temps avec lui avant les vacances pour le briefer ?

Je signerai le nouvel ordre de mission lundi. L'atelier d'écriture prévu par Mme Lemaire pourra être assuré par vous et M. Marchetti avec le dossier qu'elle a préparé.

Bien cordialement,

Thierry Guasco
Principal – collège Anatole-Roux
""", subtype="plain", charset="utf-8", cte="8bit")
    return m


@mail("mail/2025/03/2025-03-10_historial-confirmation-visite.eml")
def _m(path):
    m = head("Historial de la Grande Guerre – Réservations <reservations@historial-peronne.example>", ME_PRO,
             "Confirmation de réservation groupe – 8 avril 2025",
             datetime(2025, 3, 10, 10, 20, tzinfo=CET), "<resa-2025-0408-114@historial-peronne.example>")
    m.set_content("""Madame,

Nous avons le plaisir de vous confirmer la réservation suivante :

Établissement : Collège Anatole-Roux (Marseille) – 2 classes de 3e
Date : mardi 8 avril 2025
Horaire : 14h30 – 17h00
Prestation : visite guidée des collections permanentes (1h15) + atelier « Écrire du front » (1h15)
Effectif : 48 élèves, 4 accompagnateurs (gratuité accompagnateurs)
Tarif : 5,50 € par élève, soit 264,00 € (facture adressée à l'établissement)

Votre médiatrice sera Bérénice Caron, qui prendra contact avec vous la semaine précédant la visite pour adapter l'atelier à votre projet pédagogique.

Merci de vous présenter à l'accueil du château de Péronne 15 minutes avant le début de la visite. Les sacs volumineux sont à laisser dans le car.

Le service des publics
Historial de la Grande Guerre – Péronne
""", subtype="plain", charset="utf-8", cte="quoted-printable")
    return m


@mail("mail/2025/03/2025-03-12_circulaire-parents-depart-somme.eml")
def _m(path):
    m = head(ME_PRO, "Parents 3e B et 3e D <parents-3b-3d@ac-aix-marseille.example>",
             "Voyage dans la Somme : informations de départ",
             datetime(2025, 3, 12, 19, 2, tzinfo=CET), "<circ-depart-somme-20250312@ac-aix-marseille.example>",
             cc="Julien Marchetti <julien.marchetti@ac-aix-marseille.example>")
    text = """Madame, Monsieur,

Le voyage mémoire dans la Somme approche. Voici les informations pratiques.

DÉPART : mardi 8 avril 2025. Rendez-vous à 6h15 à la gare Saint-Charles, hall 1, devant le grand panneau des départs. Les élèves en retard ne pourront pas être attendus.
RETOUR : vendredi 11 avril 2025 en soirée, à la gare Saint-Charles. L'heure exacte d'arrivée vous sera confirmée par SMS le jour même.

HÉBERGEMENT : centre d'accueil à Albert (Somme), en pension complète. Les coordonnées figurent dans le carnet de voyage remis aux élèves.

À PRÉVOIR :
- pièce d'identité (obligatoire) et carte vitale (copie)
- un pique-nique pour le mardi midi
- de bonnes chaussures et un vêtement de pluie
- argent de poche : 30 € maximum conseillés
- les médicaments éventuels avec l'ordonnance (remis aux accompagnateurs)

Les téléphones sont autorisés mais seront ramassés chaque soir à 22h.

Accompagnateurs : les professeurs organisateurs et une assistante d'éducation.

Pour toute question : fatima.benali@ac-aix-marseille.example

Cordialement,
F. Benali, professeure d'histoire-géographie
"""
    html = html_page("""<p>Madame, Monsieur,</p>
<p>Le voyage mémoire dans la Somme approche. Voici les informations pratiques.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Départ</th><td>mardi 8 avril 2025 — rendez-vous à <b>6h15 à la gare Saint-Charles, hall 1</b>, devant le grand panneau des départs (les retardataires ne pourront pas être attendus)</td></tr>
<tr><th>Retour</th><td>vendredi 11 avril 2025 en soirée, gare Saint-Charles (heure confirmée par SMS le jour même)</td></tr>
<tr><th>Hébergement</th><td>centre d'accueil à Albert (Somme), pension complète — coordonnées dans le carnet de voyage</td></tr>
</table>
<p><b>À prévoir :</b> pièce d'identité, copie de la carte vitale, pique-nique du mardi midi, bonnes chaussures, vêtement de pluie, argent de poche (30 € maximum conseillés), médicaments avec ordonnance.</p>
<p>Les téléphones sont autorisés mais seront ramassés chaque soir à 22h.</p>
<p>Accompagnateurs : les professeurs organisateurs et une assistante d'éducation.</p>
<p>Cordialement,<br>F. Benali, professeure d'histoire-géographie</p>""", "Voyage Somme – départ")
    m.set_content(text, subtype="plain", charset="utf-8", cte="quoted-printable")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    m.set_boundary(boundary(path))
    return m


@mail("mail/2025/03/2025-03-14_hebergement-albert-confirmation.eml")
def _m(path):
    m = head("Centre d'accueil Les Coquelicots <accueil@coquelicots-albert.example>", ME_PRO,
             "Confirmation de séjour – collège Anatole-Roux – 8 au 11 avril",
             datetime(2025, 3, 14, 15, 37, tzinfo=CET), "<conf-2025-041-coquelicots@coquelicots-albert.example>")
    body = """<p>Bonjour Madame Benali,</p>
<p>Nous avons le plaisir de vous confirmer votre séjour au <b>Centre d'accueil Les Coquelicots</b>, 9 rue de la Basilique, 80300 Albert.</p>
<table border="1" cellpadding="6" cellspacing="0" width="600">
<tr><th>Arrivée</th><td>mardi 8 avril 2025, à partir de 18h00</td></tr>
<tr><th>Départ</th><td>vendredi 11 avril 2025, après le petit-déjeuner (bagagerie possible jusqu'à 12h)</td></tr>
<tr><th>Effectif</th><td>48 élèves (24 filles, 24 garçons) + 4 adultes</td></tr>
<tr><th>Chambres</th><td>élèves : chambres de 4 à 6 lits (étage 1 filles, étage 2 garçons) ; adultes : chambres individuelles à chaque étage</td></tr>
<tr><th>Formule</th><td>pension complète, du dîner du J1 au petit-déjeuner du J4 ; paniers-repas le mercredi et le jeudi midi</td></tr>
<tr><th>Régimes</th><td>1 allergie sévère à l'arachide (repas préparés à part, étiquetés), 3 repas sans porc</td></tr>
<tr><th>Salle d'activité</th><td>salle « Thiepval » réservée les soirs de 20h à 22h</td></tr>
</table>
<p>Le solde est à régler à réception de facture. Le car local peut stationner dans la cour.</p>
<p>Au plaisir de vous accueillir,<br>Martine Delcourt, responsable de l'accueil</p>"""
    m.set_content(html_page(body, "Confirmation de séjour"), subtype="html", charset="utf-8", cte="quoted-printable")
    return m


@mail("mail/2025/03/2025-03-18_geometre-compte-rendu-bornage.eml")
def _m(path):
    m = head("Laure Rinaldi <laure.rinaldi@cabinet-rinaldi-geometre.example>", ME,
             "Bornage Les Goudes – compte rendu et PV",
             datetime(2025, 3, 18, 18, 20, tzinfo=CET), "<lr-bornage-benali-0318@cabinet-rinaldi-geometre.example>",
             cc=KARIM)
    m.set_content("""Madame,

Suite aux opérations de bornage contradictoire du samedi 15 mars sur place (M. Pellegrin présent au début des opérations, reparti avant la signature de la feuille de présence), voici mon compte rendu.

1. Les limites ont été déterminées à partir du plan cadastral, de l'acte de 1979 et des bornes anciennes retrouvées (deux bornes en pierre, côté chemin et côté mer).
2. La clôture grillagée installée par M. Pellegrin empiète sur votre propriété de 38 cm, sur une longueur de 9,40 m (de la borne côté chemin jusqu'à l'angle de la terrasse). L'empiètement est de 31 cm au niveau du portillon.
3. Les pierres blanches alignées le long de l'ancienne clôture correspondent, à quelques centimètres près, à la limite que j'ai fixée.
4. Deux nouvelles bornes ont été implantées (repères B3 et B4 sur le plan).

Vous trouverez le procès-verbal de bornage et le plan au format papier dans le courrier qui part demain. Le PV doit être signé par toutes les parties pour valoir titre. Si M. Pellegrin refuse de signer, il faudra envisager une conciliation, puis éventuellement un bornage judiciaire.

Ma note d'honoraires (980 € TTC) suivra.

Bien cordialement,

Laure Rinaldi
Géomètre-expert – Cabinet Rinaldi
Marseille 8e
""", subtype="plain", charset="utf-8", cte="8bit")
    return m


@mail("mail/2025/03/2025-03-21_re-brevet-blanc-maths-ines.eml")
def _m(path):
    orig = """Bonjour Inès,

Le brevet blanc est passé. Globalement ça va, mais en maths il a eu une note moyenne et il est un peu découragé. Vous avez vu sa copie ? Sur quoi faut-il se concentrer d'ici juin selon vous ?

Merci beaucoup,
Fatima Benali"""
    m = head("Inès Haddad <ines.haddad@etu-amu.example>", ME,
             "Re: Brevet blanc de Yanis",
             datetime(2025, 3, 21, 22, 4, tzinfo=CET), "<CAF7x9q-ines-0321@mail.etu-amu.example>",
             irt="<a77c-0308-benali@laposte-perso.example>")
    body = """Bonsoir Madame Benali,

Oui, Yanis m'a montré sa copie mercredi. Honnêtement ce n'est pas catastrophique : le calcul et les fonctions, c'est acquis. Il perd presque tous ses points sur deux choses, et ce sont les deux points à bosser d'ici juin : Thalès/trigo (il mélange les configurations et oublie de justifier) et les probas (il répond au hasard dès que l'énoncé est long).

Je propose qu'on fasse une annale ciblée par semaine sur ces deux thèmes jusqu'au brevet, et je lui donne des fiches méthode. Il peut aussi refaire les exercices 3 et 5 du brevet blanc seul, chrono en main.

Il faut surtout qu'il arrête de se dire qu'il est « nul en maths », ce n'est pas vrai.

Bonne soirée,
Inès

Le sam. 8 mars 2025 à 20:41, Fatima Benali a écrit :
""" + quote(orig) + "\n"
    m.set_content(body, subtype="plain", charset="utf-8", cte="8bit")
    return m


# ------------------------------------------------------------------ 2025-04
@mail("mail/2025/04/2025-04-02_re-cloture-pellegrin.eml")
def _m(path):
    orig = """Monsieur Pellegrin,

Comme suite au bornage du 15 mars, dont vous avez reçu le procès-verbal, je vous demande de bien vouloir déplacer votre clôture sur la limite fixée par la géomètre, avant le 30 avril 2025, et de signer le PV.

Je reste disponible pour en parler sur place, calmement.

Fatima Benali"""
    m = head("Gérard Pellegrin <gerard.pellegrin13@orange-perso.example>", ME,
             "Re: Clôture entre nos deux cabanons",
             datetime(2025, 4, 2, 9, 31, tzinfo=CEST), "<0402-gp-1961@orange-perso.example>",
             irt="<lettre-0325-benali@laposte-perso.example>")
    body = """Madame,

C'est ma fille qui tape ce message pour moi.

Je ne déplacerai pas ma clôture. Le grillage que j'ai changé cet hiver a été posé exactement à la place de l'ancien, qui était là depuis 1998, et votre père n'a jamais rien dit pendant toutes ces années. Nous étions amis. Il savait très bien où était la limite.

Je ne signerai pas ce papier de géomètre que vous avez payée vous-même. Si vous voulez aller au tribunal, allez-y.

Je suis triste que ça se passe comme ça entre nos familles.

G. Pellegrin

Le 25/03/2025 à 20:05, Fatima Benali a écrit :
""" + quote(orig) + "\n"
    m.set_content(body, subtype="plain", charset="utf-8", cte="quoted-printable")
    return m


@mail("mail/2025/04/2025-04-24_conciliateur-convocation.eml")
def _m(path):
    m = head("Conciliateur de justice - Marseille 8e <conciliation.marseille8@conciliateurs-justice.example>", ME,
             "Convocation - tentative de conciliation (dossier 2025-0411)",
             datetime(2025, 4, 24, 14, 2, tzinfo=CEST), "<conv-2025-0411@conciliateurs-justice.example>")
    body = """<p>Madame,</p>
<p>Suite à votre demande déposée en ligne le 10 avril 2025, j'ai l'honneur de vous convoquer à une réunion de conciliation avec M. Gérard Pellegrin, qui reçoit une convocation identique.</p>
<table border="1" cellpadding="6" cellspacing="0" width="600">
<tr><th>Objet</th><td>Litige de voisinage – implantation d'une clôture (Les Goudes)</td></tr>
<tr><th>Date</th><td>vendredi 20 juin 2025 à 14h30</td></tr>
<tr><th>Lieu</th><td>Point-justice de Mazargues, 14 rue Émile-Sicard, 13009 Marseille – 1er étage, salle 2</td></tr>
<tr><th>Documents</th><td>tout document utile (titre de propriété, procès-verbal de bornage, plans, photos, correspondances)</td></tr>
</table>
<p>Vous pouvez vous faire accompagner ou représenter par une personne de votre choix munie d'un pouvoir écrit (votre co-indivisaire par exemple).</p>
<p>La conciliation est gratuite et confidentielle. En cas d'accord, un constat d'accord pourra être homologué par le juge.</p>
<p>Henri Aubanel<br>Conciliateur de justice</p>"""
    m.set_content(html_page(body, "Convocation"), subtype="html", charset="utf-8", cte="base64")
    return m


# ------------------------------------------------------------------ 2025-05
@mail("mail/2025/05/2025-05-07_fwd-arrete-non-opposition.eml")
def _m(path):
    m = head(ME, KARIM, "Fwd: Arrêté de non-opposition – déclaration préalable – Les Goudes",
             datetime(2025, 5, 7, 23, 12, tzinfo=CEST), "<fwd-0507-benali@laposte-perso.example>")
    m.set_content("""Khoya,

Enfin !! L'arrêté est arrivé. Lis les prescriptions de l'ABF : pas de bac acier, tuiles canal en terre cuite, et pour les volets une teinte du nuancier du Parc. Cassar va être content, tout est calé.

J'ai mis le panneau sur le terrain samedi, avec photo. Je préviens Cassar.

Bisous, dis à Sarah que je l'embrasse.
F.

---------- Message transféré ---------
De : Ville de Marseille - Urbanisme <urbanisme.dp@marseille-mairie.example>
Date : lun. 5 mai 2025 à 10:40
Objet : Arrêté de non-opposition – déclaration préalable – Les Goudes
À : Fatima Benali <fatima.benali@laposte-perso.example>

Madame,

Nous avons l'honneur de vous notifier l'arrêté de non-opposition à votre déclaration préalable déposée le 3 février 2025 pour le terrain situé 7 traverse de la Baie, Les Goudes.

Cet arrêté est assorti des prescriptions de l'Architecte des Bâtiments de France :
- la couverture sera réalisée en tuiles canal de terre cuite, de teinte vieillie, posées à l'ancienne ; la génoise existante sera conservée et restaurée ; la couverture en bac acier n'est pas autorisée ;
- la cuve de récupération d'eau sera dissimulée (canisses, végétation) ou de teinte sable ;
- les menuiseries et volets seront peints dans une teinte du nuancier du Parc national des Calanques.

L'arrêté doit être affiché sur le terrain pendant toute la durée des travaux, de manière visible depuis la voie publique.

Service Instruction – Secteur Sud
Direction de l'Urbanisme
""", subtype="plain", charset="utf-8", cte="8bit")
    return m


@mail("mail/2025/05/2025-05-12_cassar-nouvelle-date-chantier.eml")
def _m(path):
    m = head("Toitures Cassar <contact@toitures-cassar.example>", ME,
             "Chantier cabanon – report",
             datetime(2025, 5, 12, 7, 48, tzinfo=CEST), "<report-chantier-benali@toitures-cassar.example>")
    m.set_content("""Bonjour Madame Benali,

Je suis désolé mais je dois décaler votre chantier prévu la semaine du 19 mai : le transporteur qui doit me livrer les tuiles de Cassis a un problème de camion-grue, et mon échafaudagiste n'est plus dispo cette semaine-là.

Nouvelle date : démarrage le mardi 10 juin à 7h30, pour 4 jours (fin prévue le vendredi 13 juin), si la météo le permet. Les tuiles seront livrées la veille sur le parking du port, j'ai l'accord de la capitainerie.

Pensez à laisser le portillon ouvert ou à me donner le code, et à retirer ce qui est dans la pièce du fond (on va bâcher mais on ne sait jamais).

Encore désolé,
Manu Cassar
""", subtype="plain", charset="utf-8", cte="quoted-printable")
    return m


@mail("mail/2025/05/2025-05-16_re-oral-brevet-yanis.eml")
def _m(path):
    orig = """Bonjour Madame Ortega,

Pourriez-vous me confirmer le jour et l'horaire de passage de Yanis pour l'oral du brevet ? Il m'a dit « début juin » et c'est tout ce que j'ai pu obtenir.

Merci et bonne journée,
Fatima Benali"""
    m = head("Marion Ortega <marion.ortega@ac-aix-marseille.example>", ME,
             "Re: Oral du brevet – Yanis Benali (3e 2)",
             datetime(2025, 5, 16, 17, 26, tzinfo=CEST), "<mo-0516-oral-ybenali@ac-aix-marseille.example>",
             irt="<b9e2-0515-benali@laposte-perso.example>")
    body = """Bonjour Madame Benali,

Yanis passe son oral le mardi 3 juin à 10h40, salle 12 (bâtiment B), au collège. Il doit être là 15 minutes avant, avec sa pièce d'identité et sa clé USB (et une copie du diaporama sur son ENT, au cas où).

Le jury sera composé de moi-même et de M. Brunet (SVT), puisque son sujet sur le Parc national des Calanques croise la géographie et les sciences. Son diaporama est très bien, il doit seulement éviter de lire ses notes.

Bien cordialement,
Marion Ortega
Professeure principale de 3e 2 – collège Longchamp-Sud

Le jeu. 15 mai 2025 à 21:03, Fatima Benali a écrit :
""" + quote(orig) + "\n"
    m.set_content(body, subtype="plain", charset="utf-8", cte="8bit")
    return m


@mail("mail/2025/05/2025-05-20_convocation-dnb-yanis.eml")
def _m(path):
    m = head("Secrétariat collège Longchamp-Sud <secretariat@college-longchamp-sud.example>", ME,
             "DNB 2025 – convocation aux épreuves écrites – BENALI Yanis",
             datetime(2025, 5, 20, 11, 12, tzinfo=CEST), "<dnb2025-conv-3e2-17@college-longchamp-sud.example>")
    m.set_content("""Madame, Monsieur,

Veuillez trouver ci-joint la convocation de votre enfant aux épreuves écrites du diplôme national du brevet (session 2025).

Attention : cette année, les épreuves écrites des élèves du collège se déroulent dans un autre établissement (centre d'examen indiqué sur la convocation). Merci de vérifier l'itinéraire à l'avance.

La convocation doit être imprimée et présentée avec une pièce d'identité à chaque épreuve.

Le secrétariat
""", subtype="plain", charset="utf-8", cte="quoted-printable")
    m.add_attachment("""ACADÉMIE D'AIX-MARSEILLE – DIPLÔME NATIONAL DU BREVET – SESSION 2025
CONVOCATION AUX ÉPREUVES ÉCRITES

Candidat : BENALI Yanis
Né le : 14/02/2010
Établissement d'origine : collège Longchamp-Sud, Marseille
Série : générale
Numéro de candidat : 013-25-04871

Centre d'examen : collège Marie-Mauron, 22 avenue des Olives, 13013 Marseille
Salle : C07

Jeudi 26 juin 2025
  09h00 – 12h00  Français
  14h30 – 16h30  Mathématiques
Vendredi 27 juin 2025
  09h00 – 11h00  Histoire-géographie, enseignement moral et civique
  13h30 – 14h30  Sciences

Se présenter 30 minutes avant le début de chaque épreuve.
Matériel autorisé : calculatrice en mode examen. Téléphone portable interdit (éteint, dans le sac, au fond de la salle).
""", subtype="plain", charset="utf-8", cte="base64", filename="convocation_DNB_BENALI_Yanis.txt")
    m.set_boundary(boundary(path))
    return m


@mail("mail/2025/05/2025-05-28_re-reservation-dar-zitoun.eml")
def _m(path):
    orig = """Bonjour,

Je souhaiterais réserver pour les 70 ans de ma mère : une grande table pour 16 personnes (dont 3 enfants), le samedi 12 juillet au soir. Est-ce possible d'avoir la salle du fond ? Ma mère a du mal avec les escaliers.

Merci,
Fatima Benali
06 00 00 12 34"""
    m = head("Restaurant Dar Zitoun <reservation@darzitoun-marseille.example>", ME,
             "Re: Réservation 70 ans – samedi 12 juillet",
             datetime(2025, 5, 28, 16, 9, tzinfo=CEST), "<dz-resa-0712-benali@darzitoun-marseille.example>",
             irt="<c02d-0527-benali@laposte-perso.example>")
    text = """Bonjour Madame Benali,

C'est avec plaisir ! Nous vous confirmons la réservation :

Restaurant Dar Zitoun, 9 rue Longue-des-Capucins, 13001 Marseille
Samedi 12 juillet 2025 à 20h00
16 personnes (13 adultes, 3 enfants), salle du fond au rez-de-chaussée (pas d'escalier)
Menu fête : pastilla au poulet, couscous royal, plateau de pâtisseries, thé à la menthe
Vous pouvez apporter le gâteau d'anniversaire, nous le servirons (pas de droit de bouchon).

Un acompte de 100 € vous sera demandé 15 jours avant.

Au plaisir de fêter votre maman,
Leïla, pour l'équipe Dar Zitoun

Le mar. 27 mai 2025 à 22:15, Fatima Benali a écrit :
""" + quote(orig) + "\n"
    html = html_page("""<p>Bonjour Madame Benali,</p>
<p>C'est avec plaisir ! Nous vous confirmons la réservation :</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Restaurant</th><td>Dar Zitoun, 9 rue Longue-des-Capucins, 13001 Marseille</td></tr>
<tr><th>Date</th><td>samedi 12 juillet 2025 à 20h00</td></tr>
<tr><th>Couverts</th><td>16 (13 adultes, 3 enfants) — salle du fond, rez-de-chaussée</td></tr>
<tr><th>Menu</th><td>pastilla au poulet, couscous royal, pâtisseries, thé à la menthe</td></tr>
</table>
<p>Vous pouvez apporter le gâteau d'anniversaire, nous le servirons. Un acompte de 100 € vous sera demandé 15 jours avant.</p>
<p>Au plaisir de fêter votre maman,<br>Leïla, pour l'équipe Dar Zitoun</p>
<blockquote style="border-left:2px solid #ccc;padding-left:8px;color:#555">Le mar. 27 mai 2025 à 22:15, Fatima Benali a écrit :<br>Je souhaiterais réserver pour les 70 ans de ma mère : une grande table pour 16 personnes (dont 3 enfants), le samedi 12 juillet au soir. Est-ce possible d'avoir la salle du fond ?</blockquote>""", "Réservation")
    m.set_content(text, subtype="plain", charset="utf-8", cte="quoted-printable")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    m.set_boundary(boundary(path))
    return m


# ------------------------------------------------------------------ 2025-06
@mail("mail/2025/06/2025-06-02_calanca-lettre-billetterie.eml")
def _m(path):
    m = head("Ensemble vocal Calanca <bureau@calanca-choeur.example>", ME,
             "Calanca infos – billetterie du concert du 14 juin",
             datetime(2025, 6, 2, 20, 0, tzinfo=CEST), "<infos-2025-06@calanca-choeur.example>")
    text = """CALANCA INFOS – juin 2025

Chères et chers choristes,

La billetterie de notre concert du samedi 14 juin (20h30, église Saint-Laurent) est ouverte !

Tarifs :
- Plein tarif : 12 €
- Tarif réduit (étudiants, demandeurs d'emploi, moins de 18 ans) : 8 €
- Gratuit pour les moins de 12 ans

Chaque choriste a un carnet de 10 billets à vendre : merci de rendre les talons et l'argent à Pierre (trésorier) au plus tard le mardi avant le concert. Vente en ligne également (lien dans l'espace membres) et sur place le soir même, dans la limite des places disponibles (280).

Affiches : il en reste 30, servez-vous à la répétition. Pensez aux boulangeries et aux pharmacies de votre quartier !

Entracte : buvette tenue par le bureau, les gâteaux faits maison sont les bienvenus (inscription auprès de Martine).

Le bureau
"""
    html = html_page("""<h2 style="color:#8a1c2b">Calanca infos – juin 2025</h2>
<p>Chères et chers choristes,</p>
<p>La billetterie de notre concert du <b>samedi 14 juin (20h30, église Saint-Laurent)</b> est ouverte !</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Tarif</th><th>Prix</th></tr>
<tr><td>Plein tarif</td><td>12 €</td></tr>
<tr><td>Tarif réduit (étudiants, demandeurs d'emploi, moins de 18 ans)</td><td>8 €</td></tr>
<tr><td>Moins de 12 ans</td><td>gratuit</td></tr>
</table>
<p>Chaque choriste a un carnet de 10 billets à vendre : merci de rendre les talons et l'argent à Pierre (trésorier) au plus tard le mardi avant le concert. Vente en ligne également et sur place le soir même (280 places).</p>
<p>Entracte : buvette tenue par le bureau, les gâteaux faits maison sont les bienvenus (inscription auprès de Martine).</p>
<p>Le bureau</p>""", "Calanca infos")
    m.set_content(text, subtype="plain", charset="utf-8", cte="quoted-printable")
    m.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
    m.set_boundary(boundary(path))
    return m


def build_all():
    out = []
    for path, fn in MAILS:
        msg = fn(path)
        out.append((path, msg.as_bytes()))
    return out
