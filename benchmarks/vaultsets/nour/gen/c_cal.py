# iCalendar files. Each entry: list of raw content lines (folded + CRLF at write time).
from util import VTIMEZONE, ics_escape as E

TZ = "TZID=America/Toronto"
STAMP = {
    "travail": "20250915T120000Z",
    "perso": "20250916T230000Z",
    "syndicat": "20250410T013000Z",   # stale export (April)
    "taches": "20250917T020000Z",
}


def head(name, desc):
    return ["BEGIN:VCALENDAR", "VERSION:2.0",
            "PRODID:-//Nour Haddad//Agenda export//FR", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + E(name), "X-WR-TIMEZONE:America/Toronto",
            "X-WR-CALDESC:" + E(desc)] + VTIMEZONE


def ev(uid, stamp, summary, start, end=None, allday=False, location=None, desc=None,
       extra=()):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;%s:%s" % (TZ, start))
        if end:
            L.append("DTEND;%s:%s" % (TZ, end))
    L.append("SUMMARY:" + E(summary))
    if location:
        L.append("LOCATION:" + E(location))
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    L.extend(extra)
    L.append("END:VEVENT")
    return L


def todo(uid, stamp, summary, due, status, desc=None, prio=None, completed=None):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp, "SUMMARY:" + E(summary),
         "DUE;VALUE=DATE:" + due, "STATUS:" + status]
    if prio:
        L.append("PRIORITY:%d" % prio)
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    L.append("END:VTODO")
    return L


CALS = {}

# ------------------------------------------------------------------ travail
s = STAMP["travail"]
L = head("Travail — ABL", "Calendrier de travail de Nour Haddad, Atelier Brossard Lemieux")
L += ev("erables-chantier-2025@abl-archi.example", s,
        "Réunion de chantier — École des Érables", "20250513T090000", "20250513T103000",
        location="Roulotte de chantier, École des Érables, 2870 rue Monselet, Montréal-Nord",
        desc="Réunion de chantier aux deux semaines avec Duroc, le CSS et les professionnels. "
             "Apporter le registre des ODC, la liste des DI ouvertes et le PV précédent. "
             "Casque, bottes, veste — la cour d'école est partagée avec le service de garde.",
        extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20251216T140000Z",
               "EXDATE;%s:20250722T090000" % TZ,
               "ORGANIZER;CN=Nour Haddad:mailto:nour.haddad@abl-archi.example",
               "ATTENDEE;CN=Patrick Lavoie;ROLE=REQ-PARTICIPANT:mailto:plavoie@duroc.example",
               "ATTENDEE;CN=Isabelle Fortin;ROLE=REQ-PARTICIPANT:mailto:isabelle.fortin@cssmr.example",
               "ATTENDEE;CN=Marc-André Tremblay;ROLE=OPT-PARTICIPANT:mailto:ma.tremblay@structuresvallee.example",
               "ATTENDEE;CN=Kevin Pham;ROLE=OPT-PARTICIPANT:mailto:kevin.pham@abl-archi.example"])
L += ev("erables-chantier-2025@abl-archi.example", s,
        "Réunion de chantier no 10 — Érables (DÉPLACÉE au mercredi PM)",
        "20251001T133000", "20251001T150000",
        location="Roulotte de chantier, École des Érables, 2870 rue Monselet, Montréal-Nord",
        desc="Déplacée: inspection de la Ville (gicleurs) le mardi 30 septembre en avant-midi. "
             "Même ordre du jour.",
        extra=["RECURRENCE-ID;%s:20250930T090000" % TZ, "SEQUENCE:1",
               "ORGANIZER;CN=Nour Haddad:mailto:nour.haddad@abl-archi.example"])
L += ev("css-coordination-2025@abl-archi.example", s,
        "Coordination CSS — Érables (Teams)", "20250109T100000", "20250109T110000",
        location="Microsoft Teams",
        desc="Rencontre mensuelle de coordination avec Isabelle Fortin (CSSMR): échéancier, budget, "
             "communications avec l'école.",
        extra=["RRULE:FREQ=MONTHLY;BYDAY=2TH;UNTIL=20251211T150000Z",
               "ATTENDEE;CN=Isabelle Fortin:mailto:isabelle.fortin@cssmr.example",
               "ATTENDEE;CN=Hélène Brossard:mailto:helene.brossard@abl-archi.example",
               "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Coordination CSS dans 15 min",
               "TRIGGER:-PT15M", "END:VALARM"])
L += ev("erables-emission-ao@abl-archi.example", s,
        "Émission plans et devis pour soumission — Érables", "20250129", "20250130", allday=True)
L += ev("erables-visite-structure@abl-archi.example", s,
        "Visite structure avec M.-A. Tremblay — ouverture corridor B", "20250603T130000",
        "20250603T143000", location="École des Érables")
L += ev("lunch-learn-revit@abl-archi.example", s,
        "Lunch & learn — Revit familles paramétriques", "20250521T120000", "20250521T133000",
        location="ABL — salle de conférence")
L += ev("revue-odc-sept@abl-archi.example", s,
        "Revue des ODC avec Isabelle (sommaire pour le conseil du CSS)", "20250923T140000",
        "20250923T153000", location="CSSMR — centre administratif, 3e étage")
L += ev("colloque-enveloppe-2025@abl-archi.example", s,
        "Colloque enveloppe du bâtiment 2025 (formation continue, 6 h)", "20251016T083000",
        "20251016T163000", location="Centre de congrès de la Cité, salle Champlain",
        desc="Inscription confirmée. Attestation à télécharger après l'événement.")
L += ev("erables-visite-direction@abl-archi.example", s,
        "Visite du chantier avec la direction de l'école (Isabelle)", "20250926T100000",
        "20250926T113000", location="École des Érables — entrée du chantier, rue Monselet",
        desc="Casques pour 6 visiteurs. Parcours: gymnase, corridor B, classes du niveau 2.")
L += ev("erables-reception-provisoire@abl-archi.example", s,
        "Réception provisoire visée — Érables", "20251219", "20251220", allday=True)
L += ["END:VCALENDAR"]
CALS["calendar/travail-ABL.ics"] = L

# ------------------------------------------------------------------ perso
s = STAMP["perso"]
LAVAL_CLINIC = "Clinique de mémoire, CH Laval-Ouest, Pavillon B, 3e étage, Laval"
L = head("Perso", "Agenda personnel de Nour")
L += ev("visite-mama-dimanche@courriel.example", s, "Visite Mama — résidence",
        "20250223T140000", "20250223T160000",
        location="Résidence Les Jardins Sainte-Dorothée, Laval",
        desc="Apporter: thé, ka'ak ou un plat, les photos. Passer à la réception pour les "
             "messages de l'infirmière.",
        extra=["RRULE:FREQ=WEEKLY;BYDAY=SU",
               "EXDATE;%s:20250720T140000,20250831T140000,20251005T140000" % TZ])
L += ev("geriatre-2025-03@courriel.example", s, "Gériatre Mama — Dre Gauthier (évaluation)",
        "20250320T133000", "20250320T150000", location=LAVAL_CLINIC,
        desc="Rania au téléphone. Apporter la liste des médicaments et la carte d'hôpital.")
L += ev("notaire-mama@courriel.example", s, "Notaire — mandat de protection + testament Mama",
        "20250417T100000", "20250417T113000",
        location="Étude Bélanger notaires, 2250 boul. Saint-Martin Ouest, bureau 410, Laval",
        desc="Apporter la carte d'assurance maladie de Mama et la liste des biens. "
             "Passer la prendre à 9 h 15.")
L += ev("geriatre-2025-06@courriel.example", s, "Gériatre Mama — suivi", "20250612T090000",
        "20250612T100000", location=LAVAL_CLINIC)
L += ev("geriatre-2025-10@courriel.example", s, "Gériatre Mama — suivi 6 mois (Dre Gauthier)",
        "20251023T094000", "20251023T104000", location=LAVAL_CLINIC,
        desc="Rania sur haut-parleur. Questions: sommeil, appétit, nouvelle chambre, MoCA de contrôle?",
        extra=["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Gériatre Mama demain",
               "TRIGGER:-P1D", "END:VALARM"])
L += ev("physio-1@courriel.example", s, "Physio — tibias (Physio Santé Plateau)",
        "20250611T173000", "20250611T183000", location="Physio Santé Plateau")
L += ev("physio-2@courriel.example", s, "Physio — suivi", "20250617T173000",
        "20250617T180000", location="Physio Santé Plateau")
L += ev("physio-3@courriel.example", s, "Physio — suivi", "20250812T173000",
        "20250812T180000", location="Physio Santé Plateau")
L += ev("fete-mama@courriel.example", s, "Fête de Mama 🎂", "20250409", "20250410",
        allday=True, desc="Maamoul de la boulangerie de Ville Saint-Laurent, cousins en vidéo.",
        extra=["RRULE:FREQ=YEARLY"])
L += ev("dentiste-sami@courriel.example", s, "Dentiste Sami", "20250121T160000",
        "20250121T170000", location="Clinique dentaire Fairmount")
L += ev("kamouraska-2025@courriel.example", s, "Vacances — Kamouraska", "20250719",
        "20250727", allday=True, location="Route du Cap, Kamouraska")
L += ev("toronto-rania@courriel.example", s, "Fin de semaine chez Rania et Ziad (Toronto)",
        "20250830", "20250901", allday=True, location="Toronto")
L += ev("expo-course-dossard@courriel.example", s, "Récupérer le dossard — expo-course",
        "20251004", "20251005", allday=True,
        desc="Pièce d'identité! Détails dans le courriel du dossard.")
L += ev("demi-deux-rives-2025@courriel.example", s, "Demi-marathon des Deux-Rives 🏃‍♀️",
        "20251005", "20251006", allday=True,
        desc="Dossard, sas et heure de départ: voir le courriel de septembre. Brunch avec Mél après.")
L += ["END:VCALENDAR"]
CALS["calendar/perso.ics"] = L

# ------------------------------------------------------------------ syndicat (stale)
s = STAMP["syndicat"]
L = head("Syndicat 5120 Clark", "CA et AGA du syndicat — exporté du portail en avril 2025")
L += ev("ca-syndicat-2025@courriel.example", s, "CA du syndicat (5120 Clark)",
        "20250108T190000", "20250108T203000", location="Chez Gilles, unité 101",
        extra=["RRULE:FREQ=MONTHLY;BYDAY=2WE;UNTIL=20250611T000000Z",
               "ATTENDEE;CN=Gilles Ouellet:mailto:gilles.ouellet@courriel.example",
               "ATTENDEE;CN=Priya Raman:mailto:priya.raman@courriel.example",
               "ATTENDEE;CN=Nour Haddad:mailto:nour.haddad@courriel.example"])
L += ev("visite-soumissionnaires-toit@courriel.example", s,
        "Visite du toit — soumissionnaires (Gilles présent)", "20250219T100000",
        "20250219T120000", location="5120 rue Clark — accès par la trappe du 4e")
L += ev("contrat-belair@courriel.example", s, "Signature contrat Toitures Bélair",
        "20250416T180000", "20250416T190000", location="Bureau de Gestion Carré")
L += ev("aga-2025@courriel.example", s, "AGA — Syndicat du 5120 Clark", "20250528T190000",
        "20250528T210000", location="Sous-sol commun, 5120 rue Clark",
        desc="Point principal: cotisation spéciale pour la réfection de la toiture. "
             "Nour = secrétaire d'assemblée.")
L += ev("procurations-aga@courriel.example", s, "Date limite — procurations AGA", "20250526",
        "20250527", allday=True)
L += ev("debut-toiture@courriel.example", s, "Début des travaux de toiture (Toitures Bélair)",
        "20250714", "20250715", allday=True,
        desc="Conteneur dans le stationnement arrière. Aviser les locataires du 4e.")
L += ["END:VCALENDAR"]
CALS["calendar/syndicat-5120-clark.ics"] = L

# ------------------------------------------------------------------ tâches
s = STAMP["taches"]
L = head("Tâches", "Liste de tâches synchronisée")
L += todo("todo-pv-aga@courriel.example", s,
          "Envoyer le PV de l'AGA aux copropriétaires (via Gestion Carré)", "20250630",
          "NEEDS-ACTION", prio=1, desc="Brouillon fait le 12 juin. Faire relire par Gilles avant.")
L += todo("todo-oaq-declaration@courriel.example", s,
          "Déclarer les heures de formation dans le portail OAQ", "20260315", "NEEDS-ACTION")
L += todo("todo-copie-mandat-caisse@courriel.example", s,
          "Copie certifiée du mandat de Mama pour la caisse", "20250530", "NEEDS-ACTION")
L += todo("todo-odc06-isabelle@courriel.example", s,
          "Répondre à Isabelle — prix de la signalisation tactile (ODC-06)", "20250919",
          "NEEDS-ACTION", prio=2)
L += todo("todo-vaccin-grippe-mama@courriel.example", s,
          "Vaccin grippe Mama — confirmer la date avec la résidence", "20251015", "NEEDS-ACTION")
L += todo("todo-passeport-sami@courriel.example", s, "Renouveler le passeport de Sami",
          "20250601", "COMPLETED", completed="20250522T170000Z")
L += todo("todo-inscription-colloque@courriel.example", s,
          "Inscription au colloque enveloppe (octobre)", "20250905", "COMPLETED",
          completed="20250828T140000Z")
L += todo("todo-ramq-mama@courriel.example", s, "Changer l'adresse de Mama à la RAMQ",
          "20250331", "COMPLETED", completed="20250318T150000Z")
L += todo("todo-vaccins-zaatar@courriel.example", s, "Vaccins de Zaatar (vétérinaire)",
          "20250915", "COMPLETED", completed="20250910T213000Z")
L += ["END:VCALENDAR"]
CALS["calendar/taches.ics"] = L
