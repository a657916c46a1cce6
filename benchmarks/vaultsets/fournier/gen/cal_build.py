from lib import ics

STAMP = ("DTSTAMP", "20251104T200000Z", True)


def ev(uid, summary, start, end, location=None, desc=None, rrule=None, exdates=None,
       tz="Europe/Paris", allday=False, status=None, attendees=(), extra=()):
    p = [("UID", uid + "@amelie-fournier.example", True), STAMP]
    if allday:
        p.append(("DTSTART;VALUE=DATE", start, True))
        p.append(("DTEND;VALUE=DATE", end, True))
    else:
        p.append((f"DTSTART;TZID={tz}", start, True))
        p.append((f"DTEND;TZID={tz}", end, True))
    if rrule:
        p.append(("RRULE", rrule, True))
    for x in exdates or ():
        p.append((f"EXDATE;TZID={tz}", x, True))
    p.append(("SUMMARY", summary))
    if location:
        p.append(("LOCATION", location))
    if desc:
        p.append(("DESCRIPTION", desc))
    if status:
        p.append(("STATUS", status, True))
    for cn, mail in attendees:
        p.append((f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT', "mailto:" + mail, True))
    p.extend(extra)
    return ("VEVENT", p)


def todo(uid, summary, due, status="NEEDS-ACTION", desc=None, completed=None, priority=None):
    p = [("UID", uid + "@amelie-fournier.example", True), STAMP,
         ("DUE;VALUE=DATE", due, True), ("SUMMARY", summary), ("STATUS", status, True)]
    if desc:
        p.append(("DESCRIPTION", desc))
    if completed:
        p.append(("COMPLETED", completed, True))
    if priority:
        p.append(("PRIORITY", str(priority), True))
    return ("VTODO", p)


def build():
    # ---------------------------------------------------------------- choir
    ics("calendar/chorale.ics", "Chorale", [
        ev("allegro-2024", "Répétition chorale Allegro", "20240917T200000", "20240917T220000",
           location="Salle paroissiale Saint-Augustin",
           rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20241217T190000Z",
           exdates=["20241022T200000", "20241029T200000"],
           desc="Entrée par la cour. Équipe chaises le 1er mardi du mois."),
        ev("allegro-noel-2024", "Concert de Noël Allegro", "20241214T203000", "20241214T223000",
           location="Église Saint-Augustin", desc="Arrivée 19h30 pour l'échauffement."),
        ev("allegro-2025-mjc", "Répétition chorale Allegro", "20250114T200000", "20250114T220000",
           location="MJC du Plateau - salle Rameau (2e étage)",
           rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20250624T180000Z",
           exdates=["20250218T200000", "20250225T200000", "20250415T200000", "20250422T200000"],
           desc="Provisoire : chaudière HS à Saint-Augustin."),
        ev("allegro-2025-26", "Répétition chorale Allegro", "20250911T194500", "20250911T214500",
           location="Maison de quartier Hénon - salle des Tisseuses (2e étage)",
           rrule="FREQ=WEEKLY;BYDAY=TH", exdates=["20251113T194500"],
           desc="Nouveau jour : le jeudi. Digicode porte rue : 4817B. Apporter crayon + eau.",
           attendees=[("Étienne Vidal", "etienne.vidal@choeur-allegro.example")]),
        ev("allegro-generale-2025", "Générale concert de Noël", "20251212T190000", "20251212T213000",
           location="Église Notre-Dame-des-Canuts", desc="Présence obligatoire."),
        ev("allegro-noel-2025", "Concert de Noël Allegro", "20251213T203000", "20251213T223000",
           location="Église Notre-Dame-des-Canuts",
           desc="Tenue tout en noir + écharpe bordeaux. Arrivée 19h30. Fauré, Rutter, noëls de Provence.",
           attendees=[("Étienne Vidal", "etienne.vidal@choeur-allegro.example"),
                      ("Mireille Dubost", "secretariat@choeur-allegro.example")],
           extra=[("BEGIN", "VALARM", True), ("ACTION", "DISPLAY", True),
                  ("DESCRIPTION", "Concert ce soir - écharpe !"), ("TRIGGER", "-PT6H", True),
                  ("END", "VALARM", True)]),
    ])

    # ---------------------------------------------------------------- family
    ics("calendar/famille.ics", "Famille", [
        ev("papa-op-20250514", "Papa - opération hanche (reportée)", "20250514", "20250515",
           allday=True, status="CANCELLED", location="St Dunstan's Hospital, Canterbury",
           desc="Annulée : infection pulmonaire. Nouvelle date en juin."),
        ev("train-aller-20250601", "Train Lyon Part-Dieu → Ashford (Canterbury)",
           "20250601T070400", "20250601T135800", location="Gare de Lyon Part-Dieu",
           desc="Changement à Lille Europe. Réf. de réservation dans le mail de confirmation."),
        ev("papa-op-20250603", "Papa - prothèse de hanche", "20250603", "20250604", allday=True,
           location="St Dunstan's Hospital, Canterbury",
           desc="Visites 14h-20h, deux personnes par lit."),
        ev("louise-cd-2025", "Louise - classe découverte CM2", "20250602", "20250607", allday=True,
           location="Centre Les Gentianes, Autrans (Vercors)", desc="Avec Mme Royer et M. Besson."),
        ev("louise-cd-depart", "Départ car classe découverte (Louise)", "20250602T073000",
           "20250602T080000", location="Parvis de l'école élémentaire des Canuts",
           desc="RDV 7h15. Julien l'emmène. Pique-nique + enveloppe argent de poche."),
        ev("louise-cd-retour", "Retour classe découverte", "20250606T170000", "20250606T173000",
           location="Devant l'école des Canuts",
           desc="Valérie Chassagne récupère Louise (Julien à Grenoble) et la garde jusqu'à samedi midi.",
           attendees=[("Valérie Chassagne", "valerie.chassagne@lumen-mail.example")]),
        ev("train-retour-20250614", "Train Ashford → Lyon Part-Dieu", "20250614T152800",
           "20250614T213200", tz="Europe/London", location="Ashford International"),
        ev("papa-controle-6sem", "Papa - contrôle 6 semaines (hanche)", "20250715T110000",
           "20250715T113000", tz="Europe/London", location="St Dunstan's Hospital - Outpatients",
           desc="Tom y va. Me rappeler après."),
        ev("appel-parents", "Appel Canterbury (papa & maman)", "20250105T180000", "20250105T183000",
           rrule="FREQ=WEEKLY;BYDAY=SU", desc="Appel vidéo du dimanche. Louise aussi."),
        ev("noel-canterbury-2025", "Noël à Canterbury (Louise + moi) - train", "20251220", "20251228",
           allday=True, location="7 Orchard Row, Canterbury",
           desc="Décidé le 4/11 : on y va du 20 au 27 décembre. Billets de train à prendre."),
        todo("todo-rampe-papa", "Devis 2e rampe d'escalier pour papa (côté mur) - promis à Tom",
             "20250930", desc="Recommandé par l'ergothérapeute. Trouver un menuisier / handyman à Canterbury."),
        todo("todo-fiche-sanitaire", "Fiche sanitaire + 3e chèque classe découverte", "20250516",
             status="COMPLETED", completed="20250516T080000Z"),
    ], tzs=("paris", "london"))

    # ---------------------------------------------------------------- work / admin
    ics("calendar/travail.ics", "Travail & admin", [
        ev("rdv-roux-20250311", "RDV comptable - Philippe Roux", "20250311T140000", "20250311T153000",
           location="Cabinet Roux & Associés, 3 rue Royale, 1er étage",
           attendees=[("Philippe Roux", "p.roux@roux-associes.example"),
                      ("Claire Mathieu", "c.mathieu@roux-associes.example")]),
        ev("tva-mensuelle", "Déclaration de TVA boutique", "20250119T090000", "20250119T100000",
           rrule="FREQ=MONTHLY;BYMONTHDAY=19", desc="Vérifier avec Claire avant de valider."),
        ev("impots-fr-2025", "Date limite déclaration impôts FR (zone 3)", "20250605", "20250606",
           allday=True),
        ev("bail-signature-0612", "Signature nouveau bail boutique", "20250612T100000",
           "20250612T110000", status="CANCELLED", desc="Annulé - je suis à Canterbury."),
        ev("bail-signature-0624", "Signature nouveau bail boutique", "20250624T100000",
           "20250624T111500", location="Régie Berthier & Fils, 22 quai Pierre-Scize, 69005 Lyon (2e étage)",
           desc="Kbis, pièces d'identité, attestation d'assurance, chèque 540 €.",
           attendees=[("Sandrine Colomb", "s.colomb@regie-berthier.example"),
                      ("Nadège Perrin", "nadege@caveauxtommes.example")]),
        ev("reunion-associees-0708", "Réunion associées", "20250708T191500", "20250708T210000",
           location="Labo de la boutique"),
        todo("todo-verger-partie1", "Remise partie 1 - Le Verger de sel (ch. 1-12)", "20250531",
             status="COMPLETED", completed="20250526T210000Z"),
        todo("todo-verger-final", "Remise finale traduction - Le Verger de sel", "20251115",
             desc="Nouvelle date (avenant n°1 du 11 juillet). Ancienne date : 30/09.", priority=1),
        todo("todo-sa-2425", "UK Self Assessment 2024-25 : déposer + payer (réf. UTR + K)", "20260131",
             desc="Gareth prépare. Date limite online : 31 January 2026."),
        todo("todo-hwb-selfcert", "Harbour & Weald : formulaire self-certification résidence fiscale",
             "20251130", desc="Avec mon numéro fiscal français (TIN). Sinon restrictions sur le compte.",
             priority=2),
    ])

    # ---------------------------------------------------------------- home
    ics("calendar/maison.ics", "Maison", [
        ev("visite-garnier", "Visite plombier Garnier (devis SdB)", "20250414T180000", "20250414T190000",
           location="9 passage des Mûriers"),
        ev("visite-dumas", "Visite plombier Dumas (devis SdB)", "20250415T183000", "20250415T193000",
           location="9 passage des Mûriers"),
        ev("travaux-dumas", "Début travaux SdB (Dumas)", "20250616T080000", "20250616T170000",
           status="CANCELLED", desc="Reporté puis annulé."),
        ev("livraison-carrelage", "Livraison carrelage (Carrelages Rhodaniens)", "20251002T080000",
           "20251002T120000", location="9 passage des Mûriers"),
        ev("travaux-sdb", "Travaux salle de bain - Plomberie Garnier", "20251006T080000", "20251006T170000",
           rrule="FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20251021T160000Z",
           location="9 passage des Mûriers, 69004 Lyon",
           desc="Yannick Garnier - démarrage lundi 8h. Dépose baignoire le premier jour.",
           attendees=[("Yannick Garnier", "contact@plomberie-garnier.example")]),
        ev("reception-sdb", "Réception travaux SdB", "20251023T090000", "20251023T100000",
           location="9 passage des Mûriers"),
        ev("vmc-filtres", "Nettoyer bouches VMC", "20251106T190000", "20251106T193000",
           rrule="FREQ=MONTHLY;BYDAY=1TH"),
        todo("todo-carreau-niche", "Garnier : remplacer le carreau fêlé de la niche, puis payer la retenue 5 %",
             "20251114", desc="Semaine du 10 novembre. Retenue : 456 €."),
    ])
