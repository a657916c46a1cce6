import mailbox
import os
from email.message import EmailMessage
from email.utils import format_datetime
from email import policy
from lib import ROOT, dt

LIST = "allegro-choristes@listes.choeur-allegro.example"
MIREILLE = "Mireille Dubost <secretariat@choeur-allegro.example>"
ETIENNE = "Étienne Vidal <etienne.vidal@choeur-allegro.example>"


def msg(frm, subject, date, body, mid, cte="8bit", reply_to=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = "Choristes Allegro <" + LIST + ">"
    m["Date"] = format_datetime(dt(date))
    m["Subject"] = subject
    m["Message-ID"] = mid
    if reply_to:
        m["In-Reply-To"] = reply_to
        m["References"] = reply_to
    m["List-Id"] = "Choristes du Choeur Allegro <allegro-choristes.listes.choeur-allegro.example>"
    m["List-Post"] = "<mailto:" + LIST + ">"
    m["Sender"] = "allegro-choristes-bounces@listes.choeur-allegro.example"
    m.set_content(body, charset="utf-8", cte=cte)
    addr = frm.split("<")[1].rstrip(">")
    m.set_unixfrom("From " + addr + " " + dt(date).strftime("%a %b %d %H:%M:%S %Y"))
    return m


def build():
    path = os.path.join(ROOT, "mail/listes/choeur-allegro.mbox")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    msgs = [
        msg(MIREILLE, "[Allegro] Rentrée 2024-2025", "2024-09-10 18:30", """Bonsoir à toutes et à tous,

Les répétitions reprennent le mardi 17 septembre à 20h00, salle paroissiale Saint-Augustin, comme
l'an dernier (entrée par la cour). Pensez à votre cotisation (180 €) et à rapporter les partitions de
l'an dernier.

Programme de Noël : Rutter, Fauré, deux noëls traditionnels. Étienne enverra les partitions.

Mireille, secrétariat
""", "<rentree2024@choeur-allegro.example>"),
        msg(ETIENNE, "[Allegro] Partitions Rutter + concert du 14 décembre", "2024-11-05 22:04", """Chers choristes,

Les partitions du Candlelight Carol sont sur le drive. Travaillez la page 4 (les altos : mesure 38,
c'est un si bémol, pas un si, je vous entends d'ici).

Le concert de Noël aura lieu le samedi 14 décembre à 20h30 en l'église Saint-Augustin.

Étienne
""", "<rutter2024@choeur-allegro.example>"),
        msg(MIREILLE, "[Allegro] URGENT - changement de salle à partir du 14 janvier", "2025-01-08 09:12",
            """Bonjour à tous,

Mauvaise nouvelle de la rentrée : la chaudière de la salle paroissiale Saint-Augustin est en panne et
la paroisse n'a pas de date de réparation (il faudrait la changer). Impossible de chanter à 8 °C.

Bonne nouvelle : la MJC du Plateau nous accueille dans la salle Rameau (2e étage, ascenseur au fond
du hall), toujours le mardi de 20h à 22h, à partir du mardi 14 janvier et jusqu'à la fin de la saison.

Merci à Françoise qui a trouvé la salle en deux jours.

Mireille
""", "<salle2025@choeur-allegro.example>"),
        msg("Odile Marchetti <odile.marchetti@lumen-mail.example>",
            "Re: [Allegro] URGENT - changement de salle à partir du 14 janvier", "2025-01-08 12:40",
            """Merci Mireille et Françoise !
Est-ce qu'on peut se garer devant la MJC le soir ?

From my experience the street is full after 19h, I'd suggest the parking on the boulevard.

Odile

> Bonne nouvelle : la MJC du Plateau nous accueille dans la salle Rameau (2e étage, ascenseur au fond
> du hall), toujours le mardi de 20h à 22h, à partir du mardi 14 janvier et jusqu'à la fin de la saison.
""", "<re.salle2025.odile@lumen-mail.example>", reply_to="<salle2025@choeur-allegro.example>"),
        msg(MIREILLE, "[Allegro] Fin de saison et salle pour septembre", "2025-06-17 21:15", """Bonsoir,

Merci pour cette belle saison et pour le Requiem de mai !

Attention : la MJC du Plateau ne pourra pas nous garder l'an prochain (la salle Rameau est
réattribuée au théâtre le mardi). Le bureau cherche une nouvelle salle, peut-être un autre jour.
Nous vous tiendrons au courant fin août.

Bonnes vacances,
Mireille
""", "<fin2025@choeur-allegro.example>"),
        msg(MIREILLE, "[Allegro] Rentrée 2025 : nouveau jour, nouvelle salle", "2025-09-01 17:45", """Bonjour à toutes et à tous,

Nous avons (enfin) une salle pour toute la saison 2025-2026 !

Les répétitions auront lieu désormais le JEUDI, de 19h45 à 21h45, à la Maison de quartier Hénon,
salle des Tisseuses, au 2e étage. Digicode de la porte de la rue : 4817B. Merci de ne pas le
communiquer en dehors du chœur.

Reprise le jeudi 11 septembre. Apportez un crayon à papier et de l'eau.

Le mardi, c'est fini : pensez à vous réorganiser.

Mireille
""", "<rentree2025@choeur-allegro.example>", cte="base64"),
        msg(ETIENNE, "[Allegro] Concert de Noël 2025 — date, lieu, tenue", "2025-10-14 22:30", """Chers choristes,

C'est officiel : notre concert de Noël aura lieu le samedi 13 décembre 2025 à 20h30, en l'église
Notre-Dame-des-Canuts. Générale sur place le vendredi 12 décembre à 19h00 (présence obligatoire).

Tenue : tout en noir, avec l'écharpe bordeaux du chœur (Mireille en a quelques-unes en réserve).

Programme : Cantique de Jean Racine (Fauré), Candlelight Carol (Rutter), Go Tell It on the Mountain
(arrangement gospel — oui, j'insiste), et trois noëls de Provence.

Étienne
""", "<concert2025@choeur-allegro.example>"),
        msg("Françoise Berthet <f.berthet@lumen-mail.example>",
            "Re: [Allegro] Concert de Noël 2025 — date, lieu, tenue", "2025-10-15 08:02", """Bonjour,
Je peux prendre trois personnes en voiture depuis Caluire pour la générale et le concert.

Françoise

> C'est officiel : notre concert de Noël aura lieu le samedi 13 décembre 2025 à 20h30, en l'église
> Notre-Dame-des-Canuts. Générale sur place le vendredi 12 décembre à 19h00 (présence obligatoire).
""", "<re.concert2025.fb@lumen-mail.example>", reply_to="<concert2025@choeur-allegro.example>"),
        msg(MIREILLE, "[Allegro] Pas de répétition le jeudi 13 novembre", "2025-11-03 10:20", """Bonjour,

La mairie a besoin de la salle le jeudi 13 novembre : pas de répétition ce soir-là. En compensation,
répétition pupitres femmes le samedi 15 novembre de 10h à 12h, même endroit.

Mireille
""", "<annul1311@choeur-allegro.example>"),
    ]
    for m in msgs:
        box.add(m)
    box.flush()
    box.close()
