# -*- coding: utf-8 -*-
"""Four iCalendar files, written by hand (CRLF, folded at 75 octets)."""

PRODIDS = {
    "college": "-//Apple Inc.//macOS 14.5//EN",
    "perso": "-//Google Inc//Google Calendar 70.9054//EN",
    "chorale": "-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN",
    "yanis": "-//Apple Inc.//iOS 17.5//EN",
}

VTZ_PARIS = """BEGIN:VTIMEZONE
TZID:Europe/Paris
X-LIC-LOCATION:Europe/Paris
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE"""


def esc(t):
    return t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out, cur, limit = [], "", 75
    for ch in line:
        if len((cur + ch).encode("utf-8")) > limit:
            out.append(cur)
            cur = " " + ch
            limit = 75
        else:
            cur += ch
    out.append(cur)
    return out


def ev(uid, summary, start, end=None, loc=None, desc=None, extra=(), allday=False, alarm=None,
       attendees=(), stamp="20250101T090000Z"):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;TZID=Europe/Paris:" + start)
        if end:
            L.append("DTEND;TZID=Europe/Paris:" + end)
    L.append("SUMMARY:" + esc(summary))
    if loc:
        L.append("LOCATION:" + esc(loc))
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    for cn, mail, role in attendees:
        L.append("ATTENDEE;CN=%s;ROLE=%s;PARTSTAT=ACCEPTED:mailto:%s" % (cn, role, mail))
    L.extend(extra)
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + esc(alarm[1]), "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, status="NEEDS-ACTION", desc=None, completed=None, prio=None,
         stamp="20250101T090000Z"):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp, "SUMMARY:" + esc(summary)]
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    if prio:
        L.append("PRIORITY:%d" % prio)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
    L.append("END:VTODO")
    return L


def calendar(key, name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + PRODIDS[key], "CALSCALE:GREGORIAN",
         "X-WR-CALNAME:" + esc(name), "X-WR-TIMEZONE:Europe/Paris"]
    L += VTZ_PARIS.split("\n")
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    out = []
    for line in L:
        out += fold(line)
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


# ----------------------------------------------------------------- collège
def college():
    C = []
    C.append(ev("col-2024-prerentree@fb", "Prérentrée enseignants", "20240902", "20240903", allday=True,
                loc="Collège Anatole-Roux", stamp="20240825T100000Z"))
    C.append(ev("col-club-histoire@fb", "Club histoire (3e/4e) – maquette du front", "20240919T123000",
                "20240919T133000", loc="Salle 114",
                desc="Club du jeudi midi. Maquette du front de la Somme pour le CDI, article pour le site du collège après le voyage.",
                extra=["RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20250605T103000Z",
                       "EXDATE;TZID=Europe/Paris:20241024T123000,20241031T123000,20241226T123000,20250102T123000",
                       "EXDATE;TZID=Europe/Paris:20250213T123000,20250220T123000,20250410T123000,20250417T123000"],
                stamp="20240912T080000Z"))
    C.append(ev("col-equipe-hg@fb", "Réunion équipe HG", "20240916T170000", "20240916T180000",
                loc="Salle des profs",
                extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;UNTIL=20250616T150000Z",
                       "EXDATE;TZID=Europe/Paris:20241028T170000,20241223T170000,20250217T170000,20250414T170000"],
                stamp="20240912T080000Z"))
    C.append(ev("col-cc-3b-t1@fb", "Conseil de classe 3e B – 1er trimestre", "20241205T173000", "20241205T190000",
                loc="Salle du conseil", desc="Prof principale : préparer les appréciations générales + fiche orientation.",
                stamp="20241115T080000Z"))
    C.append(ev("col-reunion-parents-somme@fb", "Réunion d'information parents – voyage Somme", "20250116T180000",
                "20250116T193000", loc="Salle polyvalente, collège Anatole-Roux",
                desc="Présentation du programme, du budget (nouveau tarif après subvention), des règles de vie. Apporter les autorisations parentales vierges et la liste des PAI.",
                attendees=[("Julien Marchetti", "julien.marchetti@ac-aix-marseille.example", "REQ-PARTICIPANT"),
                           ("Sophie Lemaire", "sophie.lemaire@ac-aix-marseille.example", "REQ-PARTICIPANT"),
                           ("Thierry Guasco", "thierry.guasco@ac-aix-marseille.example", "OPT-PARTICIPANT")],
                alarm=("-PT1H", "Réunion parents voyage dans 1 h"), stamp="20241210T090000Z"))
    C.append(ev("col-brevet-blanc@fb", "Brevet blanc 3e (surveillances)", "20250304", "20250306", allday=True,
                desc="Surveillance mardi 8h-12h salle 114, mercredi 9h-11h gymnase.", stamp="20250201T090000Z"))
    C.append(ev("col-cc-3b-t2@fb", "Conseil de classe 3e B – 2e trimestre", "20250313T173000", "20250313T190000",
                loc="Salle du conseil", desc="Bilan brevet blanc. Avis d'orientation provisoires.",
                stamp="20250220T080000Z"))
    C.append(ev("col-voyage-somme@fb", "Voyage mémoire Somme (3e B + 3e D)", "20250408", "20250412", allday=True,
                loc="Départ : gare Saint-Charles, hall 1 (RDV 6h15)",
                desc="Péronne, Thiepval, Lochnagar, Beaumont-Hamel, Lorette, Albert. Accompagnateurs : F. Benali, J. Marchetti, S. Lemaire + AED.",
                attendees=[("Julien Marchetti", "julien.marchetti@ac-aix-marseille.example", "REQ-PARTICIPANT"),
                           ("Sophie Lemaire", "sophie.lemaire@ac-aix-marseille.example", "REQ-PARTICIPANT")],
                stamp="20250115T090000Z"))
    C.append(ev("col-cc-3b-t3@fb", "Conseil de classe 3e B – 3e trimestre", "20250610T170000", "20250610T183000",
                loc="Salle du conseil", stamp="20250520T080000Z"))
    C.append(ev("col-dnb-surveillance@fb", "Surveillance DNB – écrit de français", "20250626T083000",
                "20250626T121500", loc="Collège Anatole-Roux, gymnase", stamp="20250520T080000Z"))
    C.append(todo("col-todo-bilan-voyage@fb", "Envoyer le bilan financier du voyage Somme à Mme Pastor (gestion)",
                  due="20250613", desc="Factures SNCF + car + centre + Historial, recettes familles, aides CD13/FSE. Relancer les 2 familles qui n'ont pas soldé.",
                  prio=1, stamp="20250415T080000Z"))
    C.append(todo("col-todo-cartes@fb", "Commander les cartes IGN de la Somme pour le club", due="20250301",
                  status="COMPLETED", completed="20250226T170000Z", stamp="20250201T080000Z"))
    C.append(todo("col-todo-article@fb", "Article voyage Somme pour le site du collège (avec le club histoire)",
                  due="20250620", stamp="20250415T080000Z"))
    return calendar("college", "Collège", C)


# ----------------------------------------------------------------- perso (stale)
def perso():
    C = []
    C.append(ev("perso-notaire@fb", "Signature attestation immobilière (succession papa)", "20240917T100000",
                "20240917T113000", loc="Étude Roux-Delmas, 14 cours Pierre-Puget, Marseille",
                desc="Karim représenté par procuration (consulat Montréal).", stamp="20240710T090000Z"))
    C.append(ev("perso-cassar-visite@fb", "Cassar – visite toit cabanon pour devis", "20241005T093000",
                "20241005T110000", loc="Cabanon, Les Goudes", stamp="20241001T090000Z"))
    C.append(ev("perso-piscine@fb", "Piscine (Vallier)", "20240921T090000", "20240921T100000",
                loc="Piscine Vallier", extra=["RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20250628T070000Z"],
                stamp="20240915T090000Z"))
    C.append(ev("perso-mama-kine@fb", "Mama – kiné genou", "20241122T100000", "20241122T110000",
                loc="Cabinet de kiné, bd Baille", stamp="20241119T090000Z"))
    C.append(ev("perso-dp-depot@fb", "Dépôt déclaration préalable – guichet urbanisme", "20250203T090000",
                "20250203T113000", desc="Dossier complet + pouvoir de Karim. Prendre un ticket dès l'ouverture.",
                stamp="20250125T090000Z"))
    C.append(ev("perso-orsini-cuve@fb", "Orsini – pose de la cuve", "20250301T083000", "20250301T120000",
                loc="Cabanon, Les Goudes", desc="Récupérer la cuve à Brico Provence La Valentine avant (camionnette de Nadia).",
                stamp="20250221T090000Z"))
    C.append(ev("perso-bornage@fb", "Géomètre – bornage contradictoire sur place", "20250315T090000",
                "20250315T120000", loc="Cabanon, Les Goudes", desc="Pellegrin convoqué par LRAR.",
                stamp="20250220T090000Z"))
    C.append(ev("perso-toiture@fb", "Travaux toiture cabanon (Cassar)", "20250519", "20250524", allday=True,
                loc="Cabanon, Les Goudes", desc="Laisser le portillon ouvert. Cassar démarre le lundi 7h30.",
                stamp="20250310T090000Z"))
    C.append(ev("perso-conciliation@fb", "Conciliation Pellegrin (clôture)", "20250620T143000", "20250620T160000",
                desc="Adresse sur la convocation du conciliateur (mail du 24/04). Apporter PV de bornage, photos, pouvoir de Karim.",
                alarm=("-P1D", "Conciliation demain, préparer le dossier"), stamp="20250424T150000Z"))
    C.append(ev("perso-karim-arrivee@fb", "Karim arrive (Air Transat, Marignane)", "20250701", "20250702",
                allday=True, desc="Aller le chercher à l'aéroport.", stamp="20250503T190000Z"))
    C.append(ev("perso-mama-70@fb", "70 ans de Mama", "20250712", "20250713", allday=True,
                desc="Dîner en famille au restaurant (voir mail de confirmation).", stamp="20250528T150000Z"))
    C.append(todo("perso-todo-daact@fb", "Déposer la DAACT en mairie (après les travaux du toit)",
                  desc="Déclaration attestant l'achèvement et la conformité des travaux – Cerfa 13408. Joindre photos.",
                  stamp="20250507T210000Z"))
    C.append(todo("perso-todo-dossier-concil@fb", "Préparer le dossier de conciliation (photos, PV, courriers)",
                  due="20250619", stamp="20250424T150000Z"))
    C.append(todo("perso-todo-assurance@fb", "Assurance cabanon : renvoyer l'attestation signée", due="20250131",
                  status="COMPLETED", completed="20250128T180000Z", stamp="20250110T090000Z"))
    return calendar("perso", "Perso & cabanon", C)


# ----------------------------------------------------------------- chorale
def chorale():
    C = []
    C.append(ev("calanca-repet-2024-25@fb", "Répétition Calanca", "20240910T193000", "20240910T213000",
                loc="Salle paroissiale Saint-Michel, Marseille 5e",
                desc="Répétition hebdomadaire de l'Ensemble vocal Calanca. Apporter crayon à papier et partitions.",
                extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20250624T173000Z",
                       "EXDATE;TZID=Europe/Paris:20241029T193000,20241224T193000,20241231T193000,20250218T193000,20250415T193000"],
                stamp="20240905T200000Z"))
    C.append(ev("calanca-repet-2024-25@fb", "Répétition générale (déplacée au jeudi)", "20250612T190000",
                "20250612T220000", loc="Église Saint-Laurent, Marseille 2e",
                desc="Générale avec orgue et instrumentistes. Pas de répétition le mardi de la semaine du concert.",
                extra=["RECURRENCE-ID;TZID=Europe/Paris:20250610T193000", "SEQUENCE:1"],
                stamp="20250527T200000Z"))
    C.append(ev("calanca-ag-2024@fb", "AG Calanca (après la répétition)", "20240924T213000", "20240924T223000",
                loc="Salle paroissiale Saint-Michel, Marseille 5e", stamp="20240905T200000Z"))
    C.append(ev("calanca-noel-2024@fb", "Concert de Noël Calanca", "20241214T203000", "20241214T221500",
                loc="Église Saint-Laurent, Marseille 2e", desc="RDV 19h15, tenue noire + écharpe rouge.",
                stamp="20241128T210000Z"))
    C.append(ev("calanca-stage-mars@fb", "Week-end choral (stage de travail)", "20250322", "20250324", allday=True,
                loc="Abbaye de Saint-Pons, Gémenos", desc="Samedi 10h-18h, dimanche 10h-16h. Covoiturage.",
                stamp="20250303T210000Z"))
    C.append(ev("calanca-concert-juin-2025@fb", "Concert de fin de saison Calanca", "20250614T203000",
                "20250614T221500", loc="Église Saint-Laurent, Marseille 2e",
                desc="RDV 19h15 pour l'échauffement. Tenue noire, foulard bordeaux.",
                alarm=("-PT3H", "Concert ce soir !"), stamp="20250303T210000Z"))
    C.append(todo("calanca-todo-cotis@fb", "Payer la cotisation Calanca (chèque)", due="20240924",
                  status="COMPLETED", completed="20240924T193000Z", stamp="20240905T200000Z"))
    C.append(todo("calanca-todo-offertoire@fb", "Travailler l'Offertoire du Requiem (alti 2) avec l'enregistrement",
                  due="20250612", stamp="20250304T200000Z"))
    return calendar("chorale", "Chorale", C)


# ----------------------------------------------------------------- yanis
def yanis():
    C = []
    C.append(ev("yanis-maths-ines@fb", "Yanis – cours de maths (Inès)", "20240918T170000", "20240918T183000",
                loc="Maison", desc="Inès Haddad – 20 €/h, payer en liquide à la fin du cours.",
                extra=["RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;UNTIL=20250618T150000Z",
                       "EXDATE;TZID=Europe/Paris:20241023T170000,20241030T170000,20241225T170000,20250101T170000",
                       "EXDATE;TZID=Europe/Paris:20250212T170000,20250219T170000,20250416T170000"],
                stamp="20240903T190000Z"))
    C.append(ev("yanis-foot@fb", "Yanis – foot", "20240912T180000", "20240912T193000", loc="Stade, 5e",
                extra=["RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20250612T160000Z"], stamp="20240903T190000Z"))
    C.append(ev("yanis-ortho@fb", "Yanis – orthodontiste", "20241127T161500", "20241127T170000",
                loc="Cabinet d'orthodontie, rue de Rome", stamp="20241020T190000Z"))
    C.append(ev("yanis-brevet-blanc@fb", "Yanis – brevet blanc", "20250304", "20250306", allday=True,
                stamp="20250201T190000Z"))
    C.append(ev("yanis-oral-dnb@fb", "Yanis – oral du brevet", "20250603T104000", "20250603T110000",
                loc="Collège Longchamp-Sud, salle 12 (bât. B)",
                desc="Arriver 15 min avant. Pièce d'identité + clé USB. Sujet : Parc national des Calanques.",
                alarm=("-PT12H", "Oral de Yanis demain matin"), stamp="20250516T190000Z"))
    C.append(ev("yanis-dnb-ecrits@fb", "Yanis – brevet, épreuves écrites", "20250626", "20250628", allday=True,
                loc="Centre d'examen : voir convocation", desc="Partir tôt. Convocation + pièce d'identité + calculatrice mode examen.",
                stamp="20250520T190000Z"))
    C.append(todo("yanis-todo-lycee@fb", "Téléinscription lycée pour Yanis (après les résultats d'affectation)",
                  due="20250704", desc="Résultats Affelnet fin juin, inscription en ligne ensuite, puis dossier papier si demandé. Penser à la photo d'identité et au certificat de fin de scolarité.",
                  prio=1, stamp="20250511T190000Z"))
    C.append(todo("yanis-todo-calculatrice@fb", "Acheter une calculatrice avec mode examen", due="20250301",
                  status="COMPLETED", completed="20250228T170000Z", stamp="20250216T190000Z"))
    return calendar("yanis", "Yanis", C)


def build_all():
    return [
        ("calendar/college.ics", college()),
        ("calendar/perso-cabanon.ics", perso()),
        ("calendar/chorale-calanca.ics", chorale()),
        ("calendar/yanis.ics", yanis()),
    ]
