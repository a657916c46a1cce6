# -*- coding: utf-8 -*-
"""The choir mailing list as an mbox (mboxo-style '>From ' escaping)."""
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime

CEST = timezone(timedelta(hours=2))
CET = timezone(timedelta(hours=1))
LIST = "choristes@calanca-choeur.example"
LIST_ID = "Choristes de l'Ensemble vocal Calanca <choristes.calanca-choeur.example>"
HELENE = "Hélène Vasseur <helene.vasseur@calanca-choeur.example>"
GWEN = "Gwen Dwyer <gwen.dwyer@postbox-uk.example>"
FATIMA = "Fatima Benali <fatima.benali@laposte-perso.example>"
MARTINE = "Martine Giacometti <martine.giaco@laposte-perso.example>"

MSGS = [
    dict(frm=HELENE, dt=datetime(2024, 9, 5, 21, 14, tzinfo=CEST), mid="<rentree-2024@calanca-choeur.example>",
         subj="[Calanca] Reprise des répétitions mardi 10 septembre",
         body="""Bonsoir à toutes et à tous,

J'espère que l'été a été doux. Reprise des répétitions le mardi 10 septembre à 19h30, salle paroissiale Saint-Michel, comme l'an dernier.

Assemblée générale le mardi 24 septembre après la répétition (cotisation à régler ce soir-là, le bureau vous enverra les montants).

Nous accueillons cette année sept nouvelles voix : soyez gentils avec eux, souvenez-vous de votre première répétition.

Belle rentrée,
Hélène
"""),
    dict(frm=HELENE, dt=datetime(2024, 11, 28, 22, 2, tzinfo=CET), mid="<noel-2024@calanca-choeur.example>",
         subj="[Calanca] Concert de Noël + une nouvelle moins joyeuse",
         body="""Bonsoir,

Le concert de Noël aura lieu le samedi 14 décembre à 20h30. Programme définitif : Adam, Rutter (Candlelight Carol, Star Carol), Li a proun de gènt, Go Tell It on the Mountain. Tenue noire, écharpe rouge.

La nouvelle moins joyeuse : Jeanne nous quitte après Noël pour s'installer à Lyon. Elle nous a accompagnés pendant six ans avec une patience infinie. Nous lui dirons au revoir à la répétition du 10 décembre (chacun apporte quelque chose à grignoter).

Je suis en contact avec un pianiste pour la suite, je vous en dis plus en janvier.

Hélène
"""),
    dict(frm=HELENE, dt=datetime(2025, 1, 7, 18, 30, tzinfo=CET), mid="<pianiste-2025@calanca-choeur.example>",
         subj="[Calanca] Bienvenue à notre nouveau pianiste",
         body="""Bonsoir à toutes et à tous, et bonne année !

J'ai le plaisir de vous annoncer que Matthieu Ogier sera notre nouveau pianiste accompagnateur à partir de ce soir. Matthieu a 29 ans, il est diplômé du conservatoire de Marseille en accompagnement, il joue aussi pour deux compagnies de théâtre. Il a déjà lu nos partitions de l'an prochain, il est donc plus en avance que vous (et que moi).

Réservez-lui le meilleur accueil. Et ne lui demandez pas de jouer plus lentement les passages que vous ne connaissez pas.

Hélène
"""),
    dict(frm=HELENE, dt=datetime(2025, 3, 3, 20, 45, tzinfo=CET), mid="<juin-2025-programme@calanca-choeur.example>",
         subj="[Calanca] Programme de juin + projet Italie",
         body="""Bonsoir,

Voici enfin le programme complet du concert de juin :
1. Gabriel Fauré – Cantique de Jean Racine, op. 11
2. Maurice Duruflé – Ubi caritas (Quatre motets)
3. Francis Poulenc – Salve Regina
4. Gabriel Fauré – Requiem, op. 48 (version 1893, avec orgue et quelques instruments)

Les partitions seront distribuées mardi. Les altos, le Requiem est plus exposé que vous ne le croyez : travaillez l'Offertoire.

Projet Italie : nous sommes invités au festival choral de Crémone du 23 au 27 octobre 2025. Coût estimé 480 € par personne (car, hôtel, demi-pension). Merci de me dire avant le 15 mars si vous êtes partants, pour que je puisse donner une réponse aux organisateurs.

Hélène
"""),
    dict(frm=GWEN, dt=datetime(2025, 3, 4, 8, 12, tzinfo=CET), mid="<gwen-cremona-yes@postbox-uk.example>",
         subj="Re: [Calanca] Programme de juin + projet Italie",
         irt="<juin-2025-programme@calanca-choeur.example>",
         body="""Hi everyone (sorry, English, my French writing is a disaster before coffee),

From my side it's a big YES for Cremona! I sang there in 2019 with my old choir in Bristol, the cathedral acoustics are unbelievable and the festival people are lovely.
From experience, book the coach seats near the front if you get travel sick.

Gwen (alto 2)

Le 03/03/2025 à 20:45, Hélène Vasseur a écrit :
> Projet Italie : nous sommes invités au festival choral de Crémone du 23 au
> 27 octobre 2025. Coût estimé 480 € par personne (car, hôtel, demi-pension).
"""),
    dict(frm=FATIMA, dt=datetime(2025, 3, 9, 22, 40, tzinfo=CET), mid="<fb-cremone-0309@laposte-perso.example>",
         subj="Re: [Calanca] Programme de juin + projet Italie",
         irt="<juin-2025-programme@calanca-choeur.example>",
         body="""Bonsoir Hélène, bonsoir à tous,

Merci pour le programme, je suis ravie : enfin du Fauré et du Duruflé !

Pour l'Italie, après réflexion, je ne viendrai pas à Crémone cette année : entre le brevet puis l'entrée au lycée de mon fils, les travaux du cabanon et le budget, ce n'est pas raisonnable. J'en suis triste, racontez-nous tout (et Gwen, fais plein de photos).

Fatima (alto 2)

Le 03/03/2025 à 20:45, Hélène Vasseur a écrit :
> Projet Italie : nous sommes invités au festival choral de Crémone du 23 au
> 27 octobre 2025. Merci de me dire avant le 15 mars si vous êtes partants.
"""),
    dict(frm=HELENE, dt=datetime(2025, 5, 27, 21, 55, tzinfo=CEST), mid="<generale-juin-2025@calanca-choeur.example>",
         subj="[Calanca] Répétition générale – changement de jour !",
         body="""Bonsoir,

Attention, changement : la semaine du concert, pas de répétition le mardi (la salle Saint-Michel est prise par la paroisse).

La répétition générale aura lieu le jeudi 12 juin à 19h, directement dans l'église Saint-Laurent, avec Matthieu à l'orgue et les instrumentistes. Présence indispensable, on règle les placements et les entrées.

Concert le samedi 14 juin à 20h30, rendez-vous à 19h15 pour l'échauffement.

Hélène
"""),
    dict(frm=MARTINE, dt=datetime(2025, 6, 3, 12, 20, tzinfo=CEST), mid="<tenue-concert-juin@laposte-perso.example>",
         subj="[Calanca] Tenue du concert + buvette",
         body="""Coucou à tous,

Petits rappels pour samedi 14 :
- tenue : tout en noir, foulard bordeaux (il en reste au bureau pour ceux qui n'en ont pas)
- pochette noire pour les partitions, pas de classeurs colorés !
- buvette : je prends les inscriptions pour les gâteaux. Déjà inscrits : Fatima (cornes de gazelle, merci !!), Pierre (cake citron), Gwen (scones, évidemment).

Covoiturage depuis Castellane possible, voir le tableau partagé.

Martine
"""),
]


def _escape_from(text):
    out = []
    for line in text.split("\n"):
        if line.startswith("From "):
            line = ">" + line
        out.append(line)
    return "\n".join(out)


def build():
    chunks = []
    for d in MSGS:
        m = EmailMessage()
        m["From"] = d["frm"]
        m["To"] = LIST
        m["Subject"] = d["subj"]
        m["Date"] = format_datetime(d["dt"])
        m["Message-ID"] = d["mid"]
        if d.get("irt"):
            m["In-Reply-To"] = d["irt"]
            m["References"] = d["irt"]
        m["List-Id"] = LIST_ID
        m["List-Post"] = "<mailto:%s>" % LIST
        m["Precedence"] = "list"
        m.set_content(d["body"], subtype="plain", charset="utf-8", cte="8bit")
        raw = m.as_bytes().decode("utf-8")
        addr = d["frm"].split("<")[1].rstrip(">")
        dtu = d["dt"].astimezone(timezone.utc)
        from_line = "From %s %s" % (addr, dtu.strftime("%a %b ") + ("%2d" % dtu.day) + dtu.strftime(" %H:%M:%S %Y"))
        chunks.append(from_line + "\n" + _escape_from(raw).rstrip("\n") + "\n\n")
    return "".join(chunks).encode("utf-8")
