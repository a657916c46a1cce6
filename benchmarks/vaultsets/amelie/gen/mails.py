"""E-mail (.eml) and the APE list mbox."""
import mailbox, os
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime
from common import make_mail, write_mail, when, path
import datetime as _dt
UTC = _dt.timezone.utc
BST = _dt.timezone(_dt.timedelta(hours=1))

AM = "Amélie Faure <amelie.faure@kine-pentes.example.fr>"
AM_P = "Amélie Faure <amelie.hf@mailo.example>"
PIXEL = '<img src="https://t.{dom}/o/{id}.gif" width="1" height="1" alt="" style="display:none">'

def build():
    # 1 ---------------------------------------------------------------- comptable, janvier
    write_mail("mail/2025/01/2025-01-20_bilan-2024-pieces.eml", make_mail(
        "Hélène Vial <hvial@vialroche-expertise.example.fr>", AM,
        "Bilan 2024 – pièces à nous transmettre et date de rendez-vous",
        when("2025-01-20 09:42"),
        """Bonjour Amélie,

J'espère que l'année a bien commencé au cabinet.

Pour préparer votre déclaration 2035 et le bilan 2024, pourriez-vous nous transmettre
avant le 28 février les éléments suivants (par le portail ou par mail à Lucas Perrin) :

  - relevés bancaires du compte professionnel de janvier à décembre 2024 ;
  - factures d'achat de matériel supérieures à 500 € (pour les immobilisations) ;
  - le relevé annuel de la CARPIMKO et vos appels de cotisations URSSAF 2024 ;
  - le détail de vos frais de véhicule (barème kilométrique : nombre de km pro) ;
  - les frais de formation (congrès, DPC) avec justificatifs ;
  - votre quote-part des frais de la SCM (Julien m'a déjà envoyé le tableau).

Je vous propose de faire le point sur le bilan le lundi 3 mars à 14h, à notre cabinet
du cours Gambetta. Comptez une heure et demie. Nous en profiterons pour parler de votre
projet de nouveau local : l'aménagement s'amortit, il faudra bien distinguer ce qui est
à votre charge et ce qui relève du bailleur.

Dites-moi si la date vous convient.

Bien cordialement,

Hélène Vial
Expert-comptable
Vial & Roche Expertise Comptable
31 cours Gambetta – 69007 Lyon
04 65 71 58 02
""", cte="quoted-printable", msgid="<bilan2024.20250120@vialroche-expertise.example.fr>"))

    # 2 ---------------------------------------------------------------- NSMF acceptance (EN, alt)
    txt = """Dear Amélie,

On behalf of the programme committee, I am delighted to tell you that your abstract

  NSMF25-0217 "Return to climbing after SLAP repair: a 12-week progressive loading protocol"
  Authors: A. Faure (Lyon), T. Okafor (Manchester)

has been accepted as an ORAL presentation at the North Sea Musculoskeletal Forum 2025.

Details:
  Dates:    Thursday 12 - Friday 13 June 2025
  Venue:    Carrick Conference Centre, Holyrood Road, Edinburgh
  Session:  Session 4 - Upper limb, Friday 13 June (exact time to be confirmed with the
            final programme in May)
  Format:   12 minutes + 3 minutes for questions, 16:9 slides

The presenting author must register by 31 March. The early-bird delegate rate for
presenters is GBP 240 (£240), which includes both days, lunches and the forum dinner.

Please confirm by return that you will present, and let us know if your co-author will
attend as well.

With warm regards,

Dr Fiona MacRae
Programme Chair, NSMF 2025
programme@nsmf.example.org.uk | 0131 496 0412
"""
    html = """<html><body style="font-family:Georgia,serif">
<p>Dear Amélie,</p>
<p>On behalf of the programme committee, I am delighted to tell you that your abstract
<b>NSMF25-0217</b> &ldquo;Return to climbing after SLAP repair: a 12-week progressive loading protocol&rdquo;
(A. Faure, T. Okafor) has been accepted as an <b>oral presentation</b>.</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><th align="left">Dates</th><td>Thursday 12 &ndash; Friday 13 June 2025</td></tr>
<tr><th align="left">Venue</th><td>Carrick Conference Centre, Holyrood Road, Edinburgh</td></tr>
<tr><th align="left">Session</th><td>Session 4 &ndash; Upper limb, Friday 13 June (time TBC in May)</td></tr>
<tr><th align="left">Format</th><td>12 min + 3 min questions, 16:9 slides</td></tr>
<tr><th align="left">Registration</th><td>Presenter early-bird rate &pound;240, by 31 March</td></tr>
</table>
<p>With warm regards,<br>Dr Fiona MacRae<br>Programme Chair, NSMF 2025</p>
</body></html>"""
    write_mail("mail/2025/02/2025-02-24_nsmf-abstract-decision.eml", make_mail(
        "Fiona MacRae <programme@nsmf.example.org.uk>", AM,
        "NSMF 2025 – abstract decision NSMF25-0217", when("2025-02-24 16:05", UTC),
        txt, html=html, cte="quoted-printable", msgid="<decision.NSMF25-0217@nsmf.example.org.uk>"))

    # 3 ---------------------------------------------------------------- trail registration (HTML only)
    html = """<html><body style="font-family:Arial,sans-serif;color:#333">
<h2 style="color:#7a1f3d">Trail des Balcons du Beaujolais 2025</h2>
<p>Bonjour Amélie FAURE,</p>
<p>Votre inscription est confirmée. Merci et bienvenue sur les sentiers du Beaujolais !</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th align="left">N° d'inscription</th><td>BBT25-04412</td></tr>
<tr><th align="left">Épreuve</th><td>Les Balcons – 32 km / 1 250 m D+</td></tr>
<tr><th align="left">Date</th><td>Dimanche 21 septembre 2025</td></tr>
<tr><th align="left">Départ</th><td>8h00 – Salle des fêtes de Ternand (retrait des dossards dès 6h45)</td></tr>
<tr><th align="left">Dossard</th><td>1187</td></tr>
<tr><th align="left">Montant réglé</th><td>38,00 €</td></tr>
<tr><th align="left">Club</th><td>Les Foulées de la Croix-Rousse</td></tr>
</table>
<p>Certificat médical ou PPS : <b>reçu et validé</b>.</p>
<p>Matériel obligatoire : réserve d'eau 1 L, gobelet, couverture de survie, sifflet, téléphone.</p>
<p>Sportivement,<br>L'équipe d'organisation – Association Beaujolais Trail Nature</p>
""" + PIXEL.format(dom="trail-balcons-beaujolais.example.fr", id="a8f31") + "</body></html>"
    write_mail("mail/2025/03/2025-03-18_confirmation-inscription.eml", make_mail(
        "Trail des Balcons du Beaujolais <inscriptions@trail-balcons-beaujolais.example.fr>",
        "amelie.hf@mailo.example", "Confirmation de votre inscription – TBB 2025",
        when("2025-03-18 21:17"), None, html=html, html_cte="quoted-printable",
        msgid="<BBT25-04412.confirm@trail-balcons-beaujolais.example.fr>"))

    # 4 ---------------------------------------------------------------- régie: signature
    write_mail("mail/2025/04/2025-04-09_rdv-signature.eml", make_mail(
        "Nadia Ferrand <n.ferrand@regie-perrache-bellecour.example.fr>", AM,
        "48 bd des Tisseurs – rendez-vous de signature du bail",
        when("2025-04-09 11:26"),
        """Madame Faure,

Suite à nos échanges, je vous confirme le rendez-vous de signature du bail professionnel
pour le local du 48 boulevard des Tisseurs :

    lundi 14 avril 2025 à 10h00
    à la régie : 5 place Carnot, 69002 Lyon – 2e étage (interphone « Perrache-Bellecour »)

M. Gérard Pellissier, gérant de la SCI Tisseurs 48 (le propriétaire), sera présent.
Merci de venir avec M. Marchetti et de vous munir :
  - d'une pièce d'identité chacun ;
  - d'un RIB du compte de la SCM ;
  - de l'attestation d'assurance multirisque pour le local ;
  - du chèque de dépôt de garantie (deux mois de loyer hors charges).

Le projet de bail vous a été envoyé le 2 avril ; la prise d'effet est fixée au 1er juillet 2025,
sous réserve de la fin des travaux d'accessibilité à la charge du bailleur.

Je reste à votre disposition.

Bien cordialement,

Nadia Ferrand
Gestionnaire – Régie Perrache-Bellecour
04 65 71 20 48
""", cte="quoted-printable", msgid="<sign-tis48.20250409@regie-perrache-bellecour.example.fr>"))

    # 5 ---------------------------------------------------------------- Physiolyne quote (HTML only)
    html = """<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<p>Bonjour Madame Faure,</p>
<p>Suite à notre échange téléphonique, veuillez trouver ci-dessous notre proposition pour
l'équipement de votre futur cabinet.</p>
<h3>Devis DEV-PHY-25-0388</h3>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr style="background:#e8eef6"><th>Désignation</th><th>Qté</th><th>PU TTC</th><th>Total TTC</th></tr>
<tr><td>Table électrique 3 plans Ergo-3, sellerie au choix</td><td>3</td><td>2 290 €</td><td>6 870 €</td></tr>
<tr><td>Espalier chêne + barres parallèles 3 m</td><td>1</td><td>1 420 €</td><td>1 420 €</td></tr>
<tr><td>Combiné électrothérapie / ultrasons</td><td>1</td><td>2 190 €</td><td>2 190 €</td></tr>
<tr><td>Pack petit matériel (ballons, élastiques, plateaux de Freeman)</td><td>1</td><td>1 000 €</td><td>1 000 €</td></tr>
<tr><td colspan="3" align="right"><b>Total TTC</b></td><td><b>11 480 €</b></td></tr>
</table>
<p>Livraison et montage inclus. Délai : 6 semaines après acompte de 30 %.<br>
Garantie 3 ans pièces et main-d'œuvre (moteurs 5 ans). Intervention SAV depuis notre
plateforme d'Île-de-France.</p>
<p>Offre valable 60 jours.</p>
<p>Cordialement,<br>Olivier Tessier<br>Conseiller commercial Rhône-Alpes – Physiolyne SAS</p>
""" + PIXEL.format(dom="physiolyne.example.fr", id="dev0388") + "</body></html>"
    write_mail("mail/2025/04/2025-04-16_devis-materiel.eml", make_mail(
        "Olivier Tessier – Physiolyne <o.tessier@physiolyne.example.fr>", AM,
        "Votre devis équipement cabinet – DEV-PHY-25-0388", when("2025-04-16 15:02"),
        None, html=html, html_cte="quoted-printable",
        msgid="<DEV-PHY-25-0388@physiolyne.example.fr>"))

    # 6 ---------------------------------------------------------------- gîte 1 confirmation (base64)
    write_mail("mail/2025/04/2025-04-28_confirmation-location.eml", make_mail(
        "Soizic Le Goff <soizic.legoff@wanadoo.example.fr>", AM_P,
        "Confirmation location août – Ty Avel", when("2025-04-28 18:40"),
        """Bonjour Madame Faure,

Je vous confirme la location de Ty Avel, notre maison de Ploumanac'h, pour votre famille :

  du samedi 2 août 2025 (arrivée à partir de 16h) au samedi 16 août 2025 (départ avant 10h)
  prix pour les deux semaines : 1 290 €, charges comprises (hors taxe de séjour)
  acompte de 450 € bien reçu par virement le 26 avril, merci
  solde de 840 € à régler à l'arrivée

La maison est à 300 m de la plage de Saint-Guirec, par le petit chemin. Il y a trois
chambres, dont une avec deux lits simples pour les enfants. Draps fournis sur demande
(15 € par lit).

Au plaisir de vous accueillir,

Soizic Le Goff
06 39 98 41 27
""", cte="base64", msgid="<tyavel.20250428@wanadoo.example.fr>"))

    # 7 ---------------------------------------------------------------- NSMF venue change
    write_mail("mail/2025/05/2025-05-06_venue-change.eml", make_mail(
        "NSMF 2025 <programme@nsmf.example.org.uk>", AM,
        "NSMF 2025: new venue + your presentation slot",
        when("2025-05-06 10:30", BST),
        """Dear presenters,

IMPORTANT – CHANGE OF VENUE

Because the refurbishment of the Carrick Conference Centre will not be finished in time,
NSMF 2025 will now take place at:

    Dunmore Hall
    27 Chambers Street, Edinburgh
    (Old Town, 10 min walk from Waverley station)

The dates do not change: Thursday 12 and Friday 13 June 2025. Registration opens in the
Dunmore Hall foyer at 8:15 on both days. The forum dinner stays at the same restaurant.

YOUR SLOT

The final programme is attached to the website. Your presentation:

    NSMF25-0217 – Faure A., Okafor T.
    "Return to climbing after SLAP repair: a 12-week progressive loading protocol"
    Session 4 – Upper limb – Friday 13 June, 11:40–11:55 – Room B
    Chair: Dr Fiona MacRae

Please upload your slides by 9 June, and come to the speakers' desk at least one session
before yours.

We are very sorry for the inconvenience and look forward to welcoming you.

Kind regards,
Fiona MacRae, for the NSMF organising committee
""", cte="quoted-printable", msgid="<venue-change.20250506@nsmf.example.org.uk>"))

    # 8 ---------------------------------------------------------------- hotel booking (base64)
    txt = """Dear Ms Faure,

Thank you for booking with The Greyfriars Lodge. Your reservation is confirmed.

Booking reference:  GFL-55810
Guest:              Amelie Faure
Arrival:            Wednesday 11 June 2025 (check-in from 15:00)
Departure:          Saturday 14 June 2025 (check-out by 11:00)
Room:               Superior double, courtyard side (quiet room requested)
Rate:               3 nights, breakfast included
Total:              GBP 447.00 (£447.00), paid in full

Address: 8 Candlemaker Row, Edinburgh EH1 2QE. Telephone 0131 496 0783.

We look forward to welcoming you to Edinburgh.

Reservations team
The Greyfriars Lodge
"""
    html = """<html><body><h2>The Greyfriars Lodge</h2><p>Dear Ms Faure, your reservation is confirmed.</p>
<table border="1" cellpadding="4"><tr><td>Reference</td><td>GFL-55810</td></tr>
<tr><td>Dates</td><td>11&ndash;14 June 2025 (3 nights)</td></tr>
<tr><td>Room</td><td>Superior double, courtyard side (quiet)</td></tr>
<tr><td>Total</td><td>&pound;447.00 paid</td></tr></table>
<p>8 Candlemaker Row, Edinburgh EH1 2QE</p></body></html>"""
    write_mail("mail/2025/05/2025-05-12_booking-confirmation.eml", make_mail(
        "The Greyfriars Lodge <reservations@greyfriarslodge.example.co.uk>", AM,
        "Your booking is confirmed – GFL-55810",
        when("2025-05-12 13:55", BST),
        txt, html=html, cte="base64", html_cte="base64",
        msgid="<GFL-55810@greyfriarslodge.example.co.uk>"))

    # 9 ---------------------------------------------------------------- gîte 1 cancellation
    write_mail("mail/2025/05/2025-05-19_annulation.eml", make_mail(
        "Soizic Le Goff <soizic.legoff@wanadoo.example.fr>", AM_P,
        "Ty Avel – je suis vraiment désolée", when("2025-05-19 08:12"),
        """Bonjour Madame Faure,

C'est avec beaucoup de regret que je vous écris. Avec les grosses pluies de la semaine
dernière, nous avons eu un important dégât des eaux à Ty Avel : l'eau s'est infiltrée par
la toiture et le plafond de la grande chambre s'est en partie effondré. L'expert de
l'assurance est passé samedi : il faut refaire une partie de la charpente et toute
l'isolation, et le couvreur ne peut pas intervenir avant juillet.

Je ne pourrai donc pas vous accueillir du 2 au 16 août, et je préfère vous prévenir
tout de suite pour que vous ayez le temps de trouver autre chose.

Je vous rembourse l'acompte de 450 € par virement dans les huit jours.

Encore toutes mes excuses, j'espère que vous trouverez un bel endroit.

Soizic Le Goff
""", cte="quoted-printable", msgid="<tyavel.annulation.20250519@wanadoo.example.fr>"))

    # 10 --------------------------------------------------------------- régie: 1st slip (accessibility)
    write_mail("mail/2025/06/2025-06-02_report-date.eml", make_mail(
        "Nadia Ferrand <n.ferrand@regie-perrache-bellecour.example.fr>", AM,
        "48 bd des Tisseurs – report de la date de mise à disposition",
        when("2025-06-02 17:48"),
        """Madame Faure, Monsieur Marchetti,

Je suis au regret de vous informer que la mise à disposition du local ne pourra pas
avoir lieu le 1er juillet comme prévu.

L'autorisation de travaux pour la mise en accessibilité (rampe d'accès PMR sur le trottoir
et sanitaire adapté) n'a été délivrée par la mairie d'arrondissement que le 28 mai, avec
une demande de modification de la pente de la rampe. L'entreprise Amrani Rénovation ne
peut pas démarrer avant le 16 juin et estime les travaux à six semaines.

La nouvelle date de mise à disposition est fixée au lundi 1er septembre 2025.

Le bailleur vous propose un avenant : pas de loyer dû avant la remise effective des clés.
Je vous l'envoie d'ici la fin de la semaine pour signature.

Je comprends que ce report complique votre organisation et reste joignable au
04 65 71 20 48.

Bien cordialement,

Nadia Ferrand
Régie Perrache-Bellecour
""", cte="8bit", msgid="<report1-tis48.20250602@regie-perrache-bellecour.example.fr>"))

    # 11 --------------------------------------------------------------- Kinédis order (alt)
    txt = """Bonjour Madame Faure,

Nous avons bien reçu votre devis signé ainsi que l'acompte, merci pour votre confiance !

Récapitulatif de votre commande CMD-KDR-25-0612 (devis KDR-2025-1147) :

  3 × table électrique 3 plans (sellerie vert sauge)      5 340,00 €
  1 × espalier + barres parallèles 3 m                      1 150,00 €
  1 × combiné électrothérapie / ultrasons                   1 780,00 €
  1 × pack petit matériel                                     680,00 €
  Total TTC                                                 8 950,00 €
  Acompte versé (30 %)                                      2 685,00 €

Livraison et montage prévus le jeudi 28 août 2025, au 48 boulevard des Tisseurs, 69004 Lyon,
sous réserve de la remise des clés : si la date bouge, prévenez-moi, nous stockons
gracieusement le matériel dans notre entrepôt de Vénissieux.

Garantie 2 ans pièces et main-d'œuvre, moteurs 5 ans.

Bien à vous,

Camille Brun
Kinédis Rhône – 04 65 71 64 10
"""
    html = """<html><body><p>Bonjour Madame Faure,</p><p>Merci pour votre commande <b>CMD-KDR-25-0612</b>.</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><th>Article</th><th>Qté</th><th>Montant TTC</th></tr>
<tr><td>Table électrique 3 plans (vert sauge)</td><td>3</td><td>5 340,00 €</td></tr>
<tr><td>Espalier + barres parallèles</td><td>1</td><td>1 150,00 €</td></tr>
<tr><td>Combiné électrothérapie / ultrasons</td><td>1</td><td>1 780,00 €</td></tr>
<tr><td>Pack petit matériel</td><td>1</td><td>680,00 €</td></tr>
<tr><td colspan="2"><b>Total TTC</b></td><td><b>8 950,00 €</b></td></tr>
</table>
<p>Livraison et montage prévus le <b>jeudi 28 août 2025</b> (sous réserve de la remise des clés).</p>
<p>Camille Brun – Kinédis Rhône</p></body></html>"""
    write_mail("mail/2025/06/2025-06-10_confirmation-commande.eml", make_mail(
        "Camille Brun – Kinédis Rhône <camille.brun@kinedis-rhone.example.fr>", AM,
        "Confirmation de commande CMD-KDR-25-0612", when("2025-06-10 10:14"),
        txt, html=html, cte="quoted-printable",
        cc="julien.marchetti@kine-pentes.example.fr",
        msgid="<CMD-KDR-25-0612@kinedis-rhone.example.fr>"))

    # 12 --------------------------------------------------------------- reply to Tom (EN)
    write_mail("mail/2025/06/2025-06-16_re-great-to-meet.eml", make_mail(
        AM, "Tom Okafor <tom.okafor@okaforphysio.example.co.uk>",
        "Re: Great to finally meet!", when("2025-06-16 21:33"),
        """Hi Tom,

Likewise – it was so good to finally be in the same room after two years of video calls,
and thank you for taking the hangboard question, I'd have rambled.

Yes to the prospective protocol over the summer – I'll organize a call in July. And I'll send you the French version of
the patient handout by the end of June so you can see how we word the phase 3 criteria –
promise. I just need Julien to proofread the exercise names.

Safe travels back to Manchester (or are you already there?).

Amélie

On Sun, 15 Jun 2025 at 19:02, Tom Okafor <tom.okafor@okaforphysio.example.co.uk> wrote:
> Hi Amélie,
>
> Great to finally meet in person! I thought the talk went really well – Room B was
> packed and Fiona was clearly pleased. I'll send over the outcome spreadsheet next
> week once I've cleaned up the Manchester data (sorry, it's a mess).
>
> Shall we aim to draft the prospective protocol over the summer?
>
> Cheers,
> Tom
""", cte="8bit", in_reply_to="<great-to-meet.20250615@okaforphysio.example.co.uk>",
        msgid="<re-great-to-meet.20250616@kine-pentes.example.fr>"))

    # 13 --------------------------------------------------------------- gîte 2 booking (HTML only, base64)
    html = """<html><body style="font-family:Helvetica,Arial,sans-serif">
<h2>Ker Héol – Locquirec</h2>
<p>Bonjour Madame Faure,</p>
<p>Merci pour votre réservation, elle est confirmée. Voici le récapitulatif :</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th align="left">Logement</th><td>Ker Héol – maison 3 chambres + canapé-lit, jardin clos</td></tr>
<tr><th align="left">Adresse</th><td>11 hent ar Vilin, 29241 Locquirec</td></tr>
<tr><th align="left">Séjour</th><td>du samedi 2 août au samedi 16 août 2025 (14 nuits)</td></tr>
<tr><th align="left">Voyageurs</th><td>4 adultes et 2 enfants (6 la 2e semaine)</td></tr>
<tr><th align="left">Prix total</th><td>1 540 €</td></tr>
<tr><th align="left">Acompte reçu</th><td>520 € (le 20/06/2025)</td></tr>
<tr><th align="left">Solde</th><td>1 020 € à verser avant le 3 juillet 2025</td></tr>
<tr><th align="left">Taxe de séjour</th><td>0,88 € / adulte / nuit, à régler sur place</td></tr>
</table>
<p>Je vous enverrai les informations d'arrivée une semaine avant.</p>
<p>Yannick Morvan – 06 39 98 77 05</p>
""" + PIXEL.format(dom="locations-breizh.example.fr", id="kh2025") + "</body></html>"
    write_mail("mail/2025/06/2025-06-20_reservation-confirmee.eml", make_mail(
        "Yannick Morvan <ker.heol.locquirec@breizhmail.example.fr>", AM_P,
        "Réservation confirmée – août 2025", when("2025-06-20 19:25"),
        None, html=html, html_cte="base64", msgid="<kh-resa-2025-118@breizhmail.example.fr>"))

    # 14 --------------------------------------------------------------- Margaret (EN)
    write_mail("mail/2025/07/2025-07-03_brittany-plans.eml", make_mail(
        "Margaret Hollis <margaret.hollis@btinternet.example.co.uk>",
        "Daniel Hollis <daniel.hollis@mailo.example>, " + AM_P,
        "Our Brittany plans", when("2025-07-03 20:11", BST),
        """Hello both,

Geoff has finally stopped fiddling with the train website, so here is the plan:

  Eurostar to Paris on Friday 8 August, a night near Montparnasse (Geoff wants his
  steak frites), then the TGV on Saturday 9 August, arriving at MORLAIX at 15:12.

Could Daniel possibly collect us from Morlaix station? If not we'll get a taxi, don't
worry. We'll go home on Friday 15 August on the 10:48 from Morlaix so you have your last
day to yourselves.

Ker Héol looks lovely from the photos Amélie sent – is there really a garden for Rose?
Geoff wants to try the kayaks with Théo and I want to see the chapel on the point.

We'll bring the Marmite for Daniel (he asked) and a proper cake tin for Amélie's far.

Lots of love to the children,
Mum / Margaret
""", cte="quoted-printable", msgid="<brittany.20250703@btinternet.example.co.uk>"))

    # 15 --------------------------------------------------------------- trail organiser reply (quoted)
    write_mail("mail/2025/07/2025-07-15_re-inscription-tbb.eml", make_mail(
        "Sandrine Collet – TBB inscriptions <inscriptions@trail-balcons-beaujolais.example.fr>",
        "amelie.hf@mailo.example", "Re: Forfait – inscription BBT25-04412",
        when("2025-07-15 22:41"),
        """Bonjour Amélie,

Désolée pour votre blessure, c'est toujours un crève-cœur de devoir renoncer.

Le règlement ne prévoit pas de remboursement intégral, mais pour une blessure avec
justificatif médical nous vous proposons, au choix :

  1. le report de votre inscription sur l'édition 2026 (même format, 32 km), moyennant
     5 € de frais de dossier ;
  2. le remboursement de 50 % de votre inscription, soit 19 €.

Merci de nous indiquer votre choix avant le 31 décembre 2025 en répondant à ce mail,
avec le certificat de votre médecin. Sans réponse de votre part à cette date, l'inscription
sera considérée comme perdue.

Bon rétablissement, et à l'année prochaine on l'espère !

Sandrine Collet
Bénévole inscriptions – Association Beaujolais Trail Nature

Le 15/07/2025 à 20:05, Amélie Faure a écrit :
> Bonjour,
>
> Je dois malheureusement déclarer forfait pour le 32 km du 21 septembre (inscription
> BBT25-04412, dossard 1187) suite à une blessure au tendon d'Achille confirmée ce matin
> à l'échographie. Je ne prendrai pas non plus le départ du 14 km, ce n'est pas
> raisonnable.
>
> Est-il possible d'obtenir un report ou un remboursement ?
>
> Merci d'avance,
> Amélie Faure
""", cte="quoted-printable", in_reply_to="<forfait.20250715@mailo.example>",
        msgid="<re-forfait.BBT25-04412@trail-balcons-beaujolais.example.fr>"))

    # 16 --------------------------------------------------------------- arrival info (base64)
    write_mail("mail/2025/07/2025-07-29_infos-arrivee.eml", make_mail(
        "Yannick Morvan <ker.heol.locquirec@breizhmail.example.fr>", AM_P,
        "Infos pratiques pour votre arrivée samedi", when("2025-07-29 18:03"),
        """Bonjour Madame Faure,

Voici les informations pour votre arrivée à Ker Héol samedi 2 août.

ARRIVÉE : à partir de 16h00 (départ le samedi 16 avant 10h, s'il vous plaît).
Je ne serai pas sur place : les clés sont dans la boîte à clés fixée à gauche de la
porte du garage. Code de la boîte à clés : 1958. Merci de bien brouiller les chiffres
après ouverture.

WIFI : réseau « KerHeol-Invites », mot de passe « goelands-2025 » (la box est dans le
placard de l'entrée).

POUBELLES : bac jaune le mardi matin, ordures ménagères le vendredi. Verre au bout de la rue.

BON À SAVOIR : la boulangerie du bourg ouvre à 7h, faites-vous plaisir avec leur far. Marée
basse à la plage des Sables Blancs vers 14h le jour de votre arrivée.

En cas de souci : 06 39 98 77 05 (ou ma voisine Annick, maison bleue en face).

Bonnes vacances !
Yannick Morvan
""", cte="base64", msgid="<kh-arrivee.20250729@breizhmail.example.fr>"))

    # 17 --------------------------------------------------------------- régie: 2nd slip (base64)
    write_mail("mail/2025/08/2025-08-26_nouveau-report.eml", make_mail(
        "Nadia Ferrand <n.ferrand@regie-perrache-bellecour.example.fr>", AM,
        "48 bd des Tisseurs – nouvelle date de remise des clés",
        when("2025-08-26 16:20"),
        """Madame Faure, Monsieur Marchetti,

La rampe et le sanitaire PMR sont terminés, mais lors de la visite de fin de chantier
l'électricien a constaté que le tableau électrique du local n'était pas conforme (absence
de différentiel 30 mA sur plusieurs circuits, câblage d'origine de l'agence bancaire).
Le bailleur a accepté de faire refaire entièrement le tableau, et une attestation du
Consuel sera nécessaire avant la remise en service.

La remise des clés est donc reportée au lundi 3 novembre 2025.

L'avenant n° 1 reste valable : aucun loyer ne sera appelé avant la remise des clés.

Je suis sincèrement désolée pour ce nouveau contretemps.

Bien cordialement,

Nadia Ferrand
Régie Perrache-Bellecour – 04 65 71 20 48
""", cte="base64", msgid="<report2-tis48.20250826@regie-perrache-bellecour.example.fr>"))

    # 18 --------------------------------------------------------------- Kalendo security (EN, alt)
    txt = """Kalendo – Security notice

Hello,

We detected several unsuccessful sign-in attempts on the practice account K-69-44127
between 7 and 8 September 2025, from a device and location we do not recognise. The
attempts were blocked after five failures.

At the same time, a phishing campaign is impersonating Kalendo: e-mails asking you to
"confirm your practitioner credentials" through a link. Kalendo will never ask for your
password by e-mail.

What we ask you to do before 30 September 2025:
  1. Change the password of every user on the practice account.
  2. Enable two-factor authentication (Settings > Security > 2FA).
  3. Check the list of active sessions and sign out any you do not recognise.

If you entered your password on a suspicious page, contact us immediately at
security@kalendo.example.eu.

The Kalendo security team
"""
    html = """<html><body style="font-family:Arial"><h3>Kalendo &ndash; Security notice</h3>
<p>We detected several <b>unsuccessful sign-in attempts</b> on practice account <b>K-69-44127</b>
(7&ndash;8 September 2025) from an unrecognised device. They were blocked.</p>
<p>A phishing campaign is impersonating Kalendo. We will never ask for your password by e-mail.</p>
<table border="1" cellpadding="4"><tr><th>Action</th><th>Deadline</th></tr>
<tr><td>Change every user's password</td><td>30 September 2025</td></tr>
<tr><td>Enable two-factor authentication</td><td>30 September 2025</td></tr>
<tr><td>Review active sessions</td><td>now</td></tr></table>
""" + PIXEL.format(dom="kalendo.example.eu", id="sec0909") + "</body></html>"
    write_mail("mail/2025/09/2025-09-09_security-notice.eml", make_mail(
        "Kalendo Security <security@kalendo.example.eu>", AM,
        "Action required: unusual sign-in attempts on your practice account",
        when("2025-09-09 07:58"), txt, html=html, cte="quoted-printable",
        msgid="<sec-notice.K-69-44127.20250909@kalendo.example.eu>"))

    # 19 --------------------------------------------------------------- URSSAF
    write_mail("mail/2025/09/2025-09-23_echeancier.eml", make_mail(
        "Urssaf – Travailleurs indépendants <ne-pas-repondre@urssaf.example.fr>", AM,
        "Votre nouvel échéancier de cotisations", when("2025-09-23 06:15"),
        """Madame Amélie FAURE
Compte cotisant n° 691 2284 9375

Madame,

Suite à la déclaration de vos revenus professionnels 2024, vos cotisations et
contributions sociales ont été recalculées.

  - Régularisation au titre de 2024 : 1 872 €, étalée sur les échéances d'octobre à
    décembre 2025.
  - Cotisations provisionnelles 2025 ajustées.

Votre nouvel échéancier : prélèvement mensuel de 1 146 € à compter du 5 octobre 2025
(au lieu de 982 € précédemment), jusqu'au 5 décembre 2025 inclus. L'échéancier 2026
vous sera communiqué en janvier.

Vous pouvez consulter le détail dans votre espace en ligne, rubrique « Mes échéanciers ».
En cas de difficulté de paiement, vous pouvez demander un délai depuis votre espace.

Votre Urssaf
(Ce message est envoyé automatiquement, merci de ne pas y répondre.)
""", cte="quoted-printable", msgid="<echeancier.6912284937.20250923@urssaf.example.fr>"))

    # 20 --------------------------------------------------------------- école convocation
    write_mail("mail/2025/10/2025-10-02_convocation-reunion.eml", make_mail(
        "Valérie Roussel <v.roussel@ecole-chartreux-bas.example.fr>",
        "amelie.hf@mailo.example, daniel.hollis@mailo.example",
        "Rencontre parents-enseignante – Théo Hollis (CM2)", when("2025-10-02 16:47"),
        """Madame, Monsieur,

Dans le cadre des rencontres individuelles du premier trimestre, je vous propose de faire
le point sur la rentrée de Théo :

    mardi 14 octobre 2025 à 17h30
    salle 12 (2e étage, escalier B – la salle de classe des CM2)

L'entretien dure environ 20 minutes. Si ce créneau ne vous convient pas, merci de me le
signaler par le cahier de liaison ou par retour de mail avant vendredi.

J'aimerais notamment vous parler du travail en mathématiques et de la préparation à
l'entrée en 6e.

Bien cordialement,

Valérie Roussel
Enseignante CM2 – École élémentaire des Chartreux-Bas
""", cte="quoted-printable", msgid="<convoc-theo.20251002@ecole-chartreux-bas.example.fr>"))

    # 21 --------------------------------------------------------------- lettre de mission (attachment)
    attach = """VIAL & ROCHE EXPERTISE COMPTABLE
31 cours Gambetta - 69007 Lyon

LETTRE DE MISSION - EXERCICE 2026
Client : Mme Amélie FAURE, masseur-kinésithérapeute (BNC)

1. Nature de la mission
   - Tenue / révision de la comptabilité (saisie à partir des relevés bancaires transmis)
   - Établissement de la déclaration 2035 et de ses annexes
   - Situation intermédiaire au 30 septembre
   - Assistance en cas de contrôle (hors représentation contentieuse)

2. Honoraires
   Forfait annuel : 1 740 € HT (2 088 € TTC), soit 145 € HT par mois,
   réglés par prélèvement mensuel le 10 de chaque mois à partir de janvier 2026.
   Les missions exceptionnelles (création de société, cession) feront l'objet
   d'un devis séparé.

3. Obligations du client
   Transmettre les relevés bancaires trimestriellement, au plus tard le 20 du mois
   suivant la fin du trimestre, ainsi que les factures d'immobilisations.

Fait à Lyon, le 20 octobre 2025
Hélène Vial, expert-comptable
"""
    write_mail("mail/2025/10/2025-10-20_lettre-mission-2026.eml", make_mail(
        "Hélène Vial <hvial@vialroche-expertise.example.fr>", AM,
        "Lettre de mission 2026 + pièces pour la situation intermédiaire",
        when("2025-10-20 14:30"),
        """Bonjour Amélie,

Vous trouverez ci-joint la lettre de mission pour 2026, à me retourner signée. Les
honoraires sont en légère hausse, je vous laisse regarder le détail ; nous pourrons en
parler si besoin.

Pour la situation intermédiaire, il me manque toujours :
  - les relevés bancaires du 3e trimestre (juillet à septembre) ;
  - la facture d'acompte Kinédis de juin (2 685 €), pour les immobilisations ;
  - le certificat de présence au congrès d'Édimbourg, pour les frais de formation.

Pouvez-vous me les envoyer avant le 21 novembre ? Lucas vous relancera sinon, vous le
connaissez.

Bien cordialement,

Hélène Vial
Vial & Roche Expertise Comptable – 04 65 71 58 02
""", cte="quoted-printable",
        attachments=[("Lettre_de_mission_2026_Faure.txt", attach)],
        msgid="<ldm2026.faure.20251020@vialroche-expertise.example.fr>"))

    # 22 --------------------------------------------------------------- Daniel: Rose canteen (EN)
    write_mail("mail/2025/10/2025-10-27_rose-canteen.eml", make_mail(
        "Daniel Hollis <daniel.hollis@mailo.example>", AM_P,
        "Rose - canteen from next week", when("2025-10-27 12:52"),
        """Hi love,

Done: I've changed Rose's canteen booking on the portail famille. From Monday 3 November
she's only booked on Tuesdays and Thursdays. I'm working from home on Mondays and
Fridays now, so I'll pick her up at 11:45 and we'll have lunch together, and I'll walk
her back for 13:45.

Theo stays as he is (Mon, Tue, Thu, Fri) - he says the canteen is "where the football
happens".

The portal says changes are taken into account for the following week, and it showed
the new monthly estimate straight away, so it all worked. I also ticked the kiwi allergy
box again because it had somehow disappeared.

x
D
""", cte="7bit", msgid="<rose-canteen.20251027@mailo.example>"))

    # 23 --------------------------------------------------------------- régie: 3rd slip + attachment
    attach = """RÉGIE PERRACHE-BELLECOUR
Planning de fin de travaux - Local 48 bd des Tisseurs, 69004 Lyon
Bailleur : SCI Tisseurs 48 - Preneurs : SCM des Pentes (A. Faure, J. Marchetti)
Version du 29/10/2025

  17/10/2025  Tableau électrique refait - attestation Consuel obtenue          FAIT
  03/11/2025  Reprise des peintures du sanitaire PMR                           prévu
  14/11/2025  Pose de la main courante de la rampe + bande podotactile         prévu
  27/11/2025  Passage de la commission communale d'accessibilité,
              jeudi 27 novembre 2025 à 10h00, sur place.
              Présence d'un des preneurs souhaitée.                            prévu
  05/12/2025  Remise des clés et état des lieux d'entrée (9h00)                prévu
  06/12/2025  Emménagement des preneurs                                        prévu

Contact chantier : Amrani Rénovation - M. Rachid Amrani
"""
    write_mail("mail/2025/10/2025-10-29_nouvelle-date-cles.eml", make_mail(
        "Nadia Ferrand <n.ferrand@regie-perrache-bellecour.example.fr>", AM,
        "48 bd des Tisseurs – date de remise des clés (décembre)",
        when("2025-10-29 10:05"),
        """Madame Faure, Monsieur Marchetti,

Le Consuel est enfin passé le 17 octobre, mais la commission communale d'accessibilité
doit visiter le local avant l'ouverture au public, et la mairie ne nous a pas proposé de
date avant la fin novembre. La remise des clés du 3 novembre n'est donc pas tenable.

Nouvelles dates, confirmées par le bailleur :
  - remise des clés et état des lieux : vendredi 5 décembre 2025 à 9h ;
  - vous pourrez emménager dès le samedi 6 décembre 2025.

Vous trouverez en pièce jointe le planning détaillé de fin de travaux, avec la date de
passage de la commission.

Je mesure combien ces reports successifs sont pénibles pour vous et vos patients, et je
vous remercie de votre patience.

Bien cordialement,

Nadia Ferrand
Régie Perrache-Bellecour – 04 65 71 20 48
""", cte="quoted-printable",
        attachments=[("planning_fin_travaux_TIS48.txt", attach)],
        msgid="<report3-tis48.20251029@regie-perrache-bellecour.example.fr>"))

    # 24 --------------------------------------------------------------- Kinédis delivery moved
    write_mail("mail/2025/11/2025-11-04_livraison-reportee.eml", make_mail(
        "Camille Brun – Kinédis Rhône <camille.brun@kinedis-rhone.example.fr>", AM,
        "Votre livraison – commande CMD-KDR-25-0612", when("2025-11-04 09:20"),
        """Bonjour Madame Faure,

Suite à votre message, nous avons replanifié la livraison et le montage de votre
commande CMD-KDR-25-0612 :

    lundi 8 décembre 2025, créneau 8h00 – 11h00
    48 boulevard des Tisseurs, 69004 Lyon

Deux techniciens, environ 2h30 de montage. Merci de prévoir un accès libre par la rampe
et une personne sur place pour la réception et le contrôle des tables.

Le matériel reste stocké gracieusement dans notre entrepôt de Vénissieux d'ici là. Le
solde (6 265 €) sera à régler à la livraison.

Bien à vous,

Camille Brun
Kinédis Rhône – 04 65 71 64 10
""", cte="8bit", msgid="<livraison-CMD-KDR-25-0612.20251104@kinedis-rhone.example.fr>"))

    # 25 --------------------------------------------------------------- forward certificate
    fwd = """Bonjour Hélène,

Comme demandé, pour les frais de formation 2025 : ci-dessous le certificat de présence
au congrès d'Édimbourg (le PDF officiel suit dès que je l'ai récupéré sur leur site). Je
vous envoie les relevés du T3 séparément.

Bonne journée,
Amélie

---------- Forwarded message ---------
From: NSMF 2025 <programme@nsmf.example.org.uk>
Date: Mon, 30 Jun 2025 at 11:02
Subject: Your NSMF 2025 certificate of attendance
To: <amelie.faure@kine-pentes.example.fr>

Dear Amélie Faure,

This is to certify that you attended the North Sea Musculoskeletal Forum 2025,
held on 12-13 June 2025 in Edinburgh, and presented in Session 4 (Upper limb).

The forum is accredited for 9 hours of continuing professional development (CPD).

Thank you for your contribution,
NSMF organising committee
"""
    write_mail("mail/2025/11/2025-11-07_fwd-certificate.eml", make_mail(
        AM, "Hélène Vial <hvial@vialroche-expertise.example.fr>",
        "Fwd: Your NSMF 2025 certificate of attendance", when("2025-11-07 08:51"),
        fwd, cte="quoted-printable", msgid="<fwd-cert.20251107@kine-pentes.example.fr>"))

    # 26 --------------------------------------------------------------- promo (noise, alt)
    txt = """BRÛLERIE DES PENTES – la lettre de novembre

Nouvel arrivage : Éthiopie Guji, notes de pêche et de jasmin. -15 % cette semaine avec le
code NOV15.
Atelier « espresso à la maison » samedi 22 novembre, 10h, 25 € (places limitées).
Calendrier de l'Avent café : précommandes ouvertes.

Pour vous désinscrire, suivez le lien en bas de la version web.
"""
    html = """<html><body style="background:#f6efe6;font-family:Georgia"><h1>Brûlerie des Pentes</h1>
<p><b>Nouvel arrivage :</b> Éthiopie Guji &ndash; pêche, jasmin. <b>-15 %</b> avec le code NOV15.</p>
<table cellpadding="6"><tr><td>Atelier espresso</td><td>sam. 22/11, 10h</td><td>25 €</td></tr>
<tr><td>Calendrier de l'Avent café</td><td>précommande</td><td>39 €</td></tr></table>
""" + PIXEL.format(dom="brulerie-des-pentes.example.fr", id="nl1125") + "</body></html>"
    write_mail("mail/2025/11/2025-11-13_lettre-brulerie.eml", make_mail(
        "Brûlerie des Pentes <newsletter@brulerie-des-pentes.example.fr>", "amelie.hf@mailo.example",
        "☕ Nouvel arrivage d'Éthiopie + atelier espresso", when("2025-11-13 07:00"),
        txt, html=html, cte="quoted-printable",
        extra_headers={"List-Unsubscribe": "<https://brulerie-des-pentes.example.fr/unsub>"},
        msgid="<nl-2025-11@brulerie-des-pentes.example.fr>"))

    build_mbox()


def list_msg(frm, subject, date, body, msgid, in_reply_to=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = "Parents Chartreux-Bas <parents@listes.ape-chartreux-bas.example.fr>"
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = in_reply_to
    m["List-Id"] = "Parents des Chartreux-Bas <parents.listes.ape-chartreux-bas.example.fr>"
    m["List-Post"] = "<mailto:parents@listes.ape-chartreux-bas.example.fr>"
    m.set_content(body, charset="utf-8", cte="8bit")
    return m


def build_mbox():
    p = path("mail/lists/ape-chartreux-bas.mbox")
    if os.path.exists(p):
        os.remove(p)
    box = mailbox.mbox(p, create=True)
    APE = "APE Chartreux-Bas <bureau@ape-chartreux-bas.example.fr>"
    msgs = [
        (APE, "[APE] Bienvenue et assemblée générale du 25 septembre", "2025-09-04 20:30", """Bonsoir à toutes et à tous,

Bienvenue aux nouvelles familles ! L'APE des Chartreux-Bas tiendra son assemblée générale
le jeudi 25 septembre à 18h30 dans la salle polyvalente (garderie assurée).

Cotisation annuelle : 15 € par famille (chèque à l'ordre de l'APE Chartreux-Bas ou
virement, RIB sur demande). Elle finance la kermesse, le marché de Noël et une partie des
sorties.

Le bureau
""", "<ag2025@ape-chartreux-bas.example.fr>", None),
        (APE, "[APE] Menus de la cantine + rappel réservations", "2025-09-15 19:05", """Bonjour,

Les menus de septembre-octobre sont en ligne sur le portail famille. Rappel : toute
modification de réservation (ajout ou annulation d'un jour) doit être faite au plus tard le
jeudi pour la semaine suivante, sinon le repas est facturé.

Le repas végétarien reste proposé tous les jeudis.

Le bureau
""", "<menus0915@ape-chartreux-bas.example.fr>", None),
        (APE, "[APE] Grève du jeudi 2 octobre – cantine", "2025-09-29 18:40", """Bonjour,

La Ville nous informe d'un mouvement de grève le jeudi 2 octobre. Un service minimum
d'accueil est assuré, mais la cantine servira un repas froid et la garderie du soir sera
fermée. Prévoyez une gourde.

Le bureau
""", "<greve1002@ape-chartreux-bas.example.fr>", None),
        ("Sarah Collins <sarah.collins@mailo.example>", "Re: [APE] Grève du jeudi 2 octobre – cantine", "2025-09-29 21:12", """Merci pour l'info.
From what I understood at the gate, the teachers of CE1 will be there, only the
animateurs are on strike – est-ce que quelqu'un peut confirmer ?

Sarah (maman de Lily, CE1)

> La Ville nous informe d'un mouvement de grève le jeudi 2 octobre. Un service minimum
> d'accueil est assuré, mais la cantine servira un repas froid.
""", "<re-greve.sc@mailo.example>", "<greve1002@ape-chartreux-bas.example.fr>"),
        (APE, "[APE] Rencontres parents-enseignants du 13 au 17 octobre", "2025-10-06 12:15", """Bonjour,

Les rencontres individuelles parents-enseignants auront lieu du lundi 13 au vendredi
17 octobre, en fin de journée. Chaque enseignant envoie directement ses propositions de
créneaux aux familles. Pensez à répondre rapidement, les créneaux partent vite.

Le bureau
""", "<rencontres@ape-chartreux-bas.example.fr>", None),
        (APE, "[APE] Photo de classe le mardi 4 novembre", "2025-10-20 17:30", """Bonjour,

Le photographe passera le mardi 4 novembre (photos individuelles et de classe). Les bons
de commande seront distribués dans les cartables la semaine suivante.

Le bureau
""", "<photo@ape-chartreux-bas.example.fr>", None),
        ("Claire Mounier <claire.mounier@mailo.example>", "[APE] CE1 – sortie au musée des Confluences le 27 novembre", "2025-11-03 08:55", """Bonjour aux parents de CE1,

M. Giraud organise une sortie au musée des Confluences le jeudi 27 novembre (matinée,
départ 8h45 en tram). Il faut :
  - signer l'autorisation de sortie collée dans le cahier de liaison ;
  - joindre 6 € (entrée + atelier) dans une enveloppe au nom de l'enfant ;
le tout à rendre au plus tard le vendredi 21 novembre.

Il manque aussi deux parents accompagnateurs, répondez-moi directement si vous êtes dispo.

Claire, parent déléguée CE1
""", "<confluences@mailo.example>", None),
        (APE, "[APE] Rappel cotisation + marché de Noël", "2025-11-05 20:10", """Bonsoir,

Petit rappel : la cotisation APE (15 € par famille) n'a été réglée que par 40 % des familles.
Merci à celles et ceux qui ne l'ont pas encore fait !

Marché de Noël de l'école : vendredi 12 décembre, 16h30-19h, cour de l'école. Nous
cherchons des gâteaux, des bras pour installer les stands, et des idées d'ateliers.

Le bureau
""", "<noel-cotis@ape-chartreux-bas.example.fr>", None),
        (APE, "[APE] Compte rendu du conseil d'école", "2025-11-10 21:00", """Bonjour,

Principaux points du premier conseil d'école :
  - effectifs : 212 élèves, 9 classes ;
  - travaux : la cour sera végétalisée l'été prochain ;
  - cantine : le prestataire change au 1er janvier, les tarifs restent identiques ;
  - sécurité : exercice incendie réalisé le 16 octobre, RAS.

Le compte rendu complet est affiché sur le panneau de l'école.

Le bureau
""", "<ce-cr@ape-chartreux-bas.example.fr>", None),
    ]
    for frm, subj, d, body, mid, irt in msgs:
        m = list_msg(frm, subj, when(d), body, mid, irt)
        mm = mailbox.mboxMessage(m)
        dd = when(d)
        mm.set_from(frm.split("<")[-1].rstrip(">"), dd.astimezone(UTC).timetuple())
        box.add(mm)
    box.flush()
    box.close()

if __name__ == "__main__":
    build()
