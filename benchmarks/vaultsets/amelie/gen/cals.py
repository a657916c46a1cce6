"""iCalendar files (hand-written lines, CRLF, folded at 75 octets)."""
from common import (write_bytes, ics_join, cal_header, vevent, vtodo, VTZ_PARIS, VTZ_LONDON)

AM = ("Amélie Faure", "amelie.faure@kine-pentes.example.fr")

def save(rel, lines):
    write_bytes(rel, ics_join(lines).encode("utf-8"))

def build():
    # ------------------------------------------------------------ cabinet
    L = cal_header("Cabinet") + VTZ_PARIS
    L += vevent("visite-tis48-20250213@amelie.faure", "Visite local 48 bd des Tisseurs",
                "20250213T163000", "20250213T173000",
                location="48 boulevard des Tisseurs, 69004 Lyon",
                description="Visite avec Julien et Mme Ferrand (régie). Prendre le mètre laser.",
                attendees=[("Julien Marchetti", "julien.marchetti@kine-pentes.example.fr"),
                           ("Nadia Ferrand", "n.ferrand@regie-perrache-bellecour.example.fr")])
    L += vevent("bilan2024-20250303@amelie.faure", "RDV bilan 2024 – Hélène Vial",
                "20250303T140000", "20250303T153000",
                location="Vial & Roche Expertise Comptable, 31 cours Gambetta, 69007 Lyon",
                description="Bilan 2024 et 2035. Questions : amortissement de l'aménagement du "
                            "nouveau local, frais de congrès (Édimbourg), prévoyance.",
                attendees=[("Hélène Vial", "hvial@vialroche-expertise.example.fr")],
                alarm=("-PT1H", "RDV comptable dans 1h"))
    L += vevent("signature-bail-20250414@amelie.faure", "Signature du bail – 48 bd des Tisseurs",
                "20250414T100000", "20250414T113000",
                location="Régie Perrache-Bellecour, 5 place Carnot, 2e étage, 69002 Lyon",
                description="En présence du bailleur (M. Gérard Pellissier, SCI Tisseurs 48) et "
                            "de Mme Ferrand. Apporter : pièces d'identité, RIB SCM, attestation "
                            "d'assurance, chèque de dépôt de garantie.",
                attendees=[("Nadia Ferrand", "n.ferrand@regie-perrache-bellecour.example.fr"),
                           ("Gérard Pellissier", "sci.tisseurs48@regie-perrache-bellecour.example.fr"),
                           ("Julien Marchetti", "julien.marchetti@kine-pentes.example.fr")])
    L += vevent("reunion-associes@amelie.faure", "Réunion d'associés",
                "20250206T123000", "20250206T133000",
                rrule="FREQ=MONTHLY;BYDAY=1TH;UNTIL=20261231T235959Z",
                exdates=["20250807T123000"],
                location="Cabinet – 9 montée des Tisserands, salle du fond",
                description="Premier jeudi du mois. Ordre du jour dans le dossier partagé. "
                            "Sandwichs : chacun son tour.",
                attendees=[("Julien Marchetti", "julien.marchetti@kine-pentes.example.fr")])
    L += vevent("commission-access-20251127@amelie.faure",
                "Commission d'accessibilité – nouveau local",
                "20251127T100000", "20251127T113000",
                location="48 boulevard des Tisseurs, 69004 Lyon",
                description="Passage de la commission communale d'accessibilité avant l'ouverture "
                            "au public. Julien y va (j'ai des patients), apporter le registre "
                            "public d'accessibilité.",
                attendees=[("Julien Marchetti", "julien.marchetti@kine-pentes.example.fr"),
                           ("Nadia Ferrand", "n.ferrand@regie-perrache-bellecour.example.fr")])
    L += vevent("demenagement-cabinet@amelie.faure", "Déménagement du cabinet",
                "20251206", "20251207", allday=True,
                location="9 montée des Tisserands → 48 boulevard des Tisseurs, Lyon",
                description="Rhône Express Déménagement, arrivée du camion à 8h. Remise des clés "
                            "la veille (vendredi 5/12, 9h, état des lieux). Cabinet fermé du "
                            "4 au 8 décembre.")
    L += vevent("ouverture-tis48@amelie.faure", "Ouverture du nouveau cabinet aux patients",
                "20251209", "20251210", allday=True,
                location="48 boulevard des Tisseurs, 69004 Lyon")
    L += vtodo("todo-releves-t3@amelie.faure",
               "Envoyer à Hélène Vial : relevés T3 + facture d'acompte Kinédis + certificat Édimbourg",
               due="20251121", priority=2,
               description="Demandé dans son mail du 20/10 pour la situation intermédiaire.")
    L += vtodo("todo-box-tisserands@amelie.faure",
               "Résilier la box internet de la montée des Tisserands",
               description="Préavis d'un mois. Attendre la date définitive des clés.")
    L += vtodo("todo-cpam-ordre@amelie.faure",
               "Prévenir la CPAM et l'Ordre du changement d'adresse", due="20251205")
    L += vtodo("todo-signer-kinedis@amelie.faure", "Signer le devis Kinédis",
               status="COMPLETED", completed="20250606T180000Z")
    L.append("END:VCALENDAR")
    save("calendar/cabinet.ics", L)

    # ------------------------------------------------------------ famille
    L = cal_header("Famille") + VTZ_PARIS
    L += vevent("bretagne-2025@amelie.faure", "Vacances Bretagne – Ker Héol",
                "20250802", "20250816", allday=True,
                location="Gîte Ker Héol, 11 hent ar Vilin, 29241 Locquirec",
                description="Étape à Laval le vendredi 1er au soir. Parents de Daniel la 2e semaine.")
    L += vevent("judo-rose@amelie.faure", "Judo Rose", "20250910T140000", "20250910T150000",
                rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20260701T120000Z",
                exdates=["20251022T140000", "20251029T140000", "20251224T140000",
                         "20251231T140000"],
                location="Dojo de la Croix-Rousse",
                description="Kimono dans le sac bleu. Pas de cours pendant les vacances.")
    L += vevent("reunion-theo-20251014@amelie.faure",
                "Réunion parents-professeurs – Théo (CM2)",
                "20251014T173000", "20251014T175000",
                location="École des Chartreux-Bas, salle 12 (2e étage), 14 rue du Bon-Pasteur, "
                         "69001 Lyon",
                description="Rencontre individuelle avec la maîtresse. Maths / entrée en 6e.",
                attendees=[("Valérie Roussel", "v.roussel@ecole-chartreux-bas.example.fr"),
                           ("Daniel Hollis", "daniel.hollis@mailo.example")])
    L += vevent("apc-theo@amelie.faure", "APC fractions – Théo", "20251106T120000",
                "20251106T124500", rrule="FREQ=WEEKLY;BYDAY=TH;COUNT=6",
                location="École des Chartreux-Bas",
                description="Soutien en petit groupe avec Mme Roussel, accepté à la réunion du "
                            "14/10. Il mange à la cantine à 12h45 ces jours-là.")
    L += vevent("sortie-confluences@amelie.faure", "Sortie CE1 musée des Confluences (Rose)",
                "20251127T084500", "20251127T120000", location="Musée des Confluences, Lyon",
                description="Départ en tram avec M. Giraud.")
    L += vevent("anniv-margaret@amelie.faure", "Anniversaire de Margaret",
                "20251122", "20251123", allday=True, rrule="FREQ=YEARLY",
                description="Envoyer la carte + cadeau une semaine avant (poste UK lente).")
    L += vtodo("todo-autorisation-rose@amelie.faure",
               "Signer l'autorisation de sortie de Rose + 6 € dans une enveloppe", due="20251121")
    L += vtodo("todo-cotisation-ape@amelie.faure", "Payer la cotisation APE (15 €)")
    L += vtodo("todo-formulaire-apc@amelie.faure", "Rendre le formulaire APC de Théo",
               status="COMPLETED", completed="20251016T080000Z")
    L.append("END:VCALENDAR")
    save("calendar/famille.ics", L)

    # ------------------------------------------------------------ sport
    L = cal_header("Sport") + VTZ_PARIS
    L += vevent("foulees-mardi@amelie.faure", "Foulées de la Croix-Rousse – séance du mardi",
                "20250107T190000", "20250107T203000",
                rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20250701T170000Z",
                exdates=["20250225T190000", "20250422T190000"],
                location="Parc de la Cerisaie, entrée rue Chazière, Lyon 4e",
                description="Fractionné ou côtes. Frontale obligatoire l'hiver.")
    L += vevent("foulees-reprise@amelie.faure", "Footing doux avec les Foulées (reprise)",
                "20251007T190000", "20251007T200000",
                rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20251216T180000Z",
                location="Parc de la Cerisaie, entrée rue Chazière, Lyon 4e",
                description="Groupe lent. Pas de côtes avant janvier.")
    L += vevent("echo-achille-20250715@amelie.faure", "Échographie Achille – Dr Laurent Besson",
                "20250715T093000", "20250715T101500",
                location="Centre de médecine du sport Lyon-Gerland, 8 allée des Stades, 69007 Lyon",
                description="Apporter les chaussures de course et l'ordonnance. Achille gauche.")
    for i, d in enumerate(["20250729", "20250819", "20250826"], 1):
        L += vevent(f"odc-{d}@amelie.faure", f"Ondes de choc {i}/3 (Julien)",
                    f"{d}T201500", f"{d}T203000", location="Cabinet, box 2")
    L += vevent("tbb-2025@amelie.faure",
                "[ANNULÉ – forfait] Trail des Balcons du Beaujolais 32 km",
                "20250921T080000", "20250921T130000",
                location="Salle des fêtes, Ternand (69)",
                description="Dossard 1187. Forfait déclaré le 15/07 (tendon d'Achille).",
                status="CANCELLED")
    L += vtodo("todo-tbb-reponse@amelie.faure",
               "Répondre à l'orga du TBB (inscription 2025) avant le 31/12", due="20251231",
               description="Joindre le certificat du médecin.")
    L.append("END:VCALENDAR")
    save("calendar/sport.ics", L)

    # ------------------------------------------------------------ travel Edinburgh
    L = cal_header("Voyage Édimbourg") + VTZ_PARIS + VTZ_LONDON
    L += vevent("va318-20250611@amelie.faure", "Vol VA 318 Lyon → Edinburgh",
                "20250611T140500", "20250611T150000", tz=("Europe/Paris", "Europe/London"),
                location="Lyon Saint-Exupéry (LYS), Terminal 1",
                description="AirVolta VA 318. Réf. réservation QZ7M2P, siège 14C (couloir). "
                            "Aller-retour 212 € payé avec la carte pro. Bagage cabine seulement.",
                alarm=("-PT3H", "Partir pour l'aéroport (Rhônexpress)"))
    L += vevent("nsmf-2025@amelie.faure", "NSMF 2025 (forum)", "20250612", "20250614",
                allday=True, location="Dunmore Hall, 27 Chambers Street, Edinburgh",
                description="Badge au foyer dès 8:15.")
    L += vevent("dinner-hannah-20250612@amelie.faure", "Dinner with Hannah",
                "20250612T193000", "20250612T223000", tz="Europe/London",
                location="Kittiwake Kitchen, The Shore, Leith, Edinburgh",
                attendees=[("Hannah Price", "hannah.price@mailo.example")])
    L += vevent("talk-nsmf-20250613@amelie.faure", "My talk – NSMF Session 4 (Upper limb)",
                "20250613T114000", "20250613T115500", tz="Europe/London",
                location="Dunmore Hall, 27 Chambers Street, Edinburgh – Room B",
                description="Return to climbing after SLAP repair. 12 min + 3 min questions. "
                            "Co-presenting with Tom Okafor. Speakers' desk before session 3.",
                attendees=[("Tom Okafor", "tom.okafor@okaforphysio.example.co.uk"),
                           ("Fiona MacRae", "programme@nsmf.example.org.uk")])
    L += vevent("va319-20250614@amelie.faure", "Vol VA 319 Edinburgh → Lyon",
                "20250614T101500", "20250614T131000", tz=("Europe/London", "Europe/Paris"),
                location="Edinburgh Airport (EDI)")
    L.append("END:VCALENDAR")
    save("calendar/voyage-edimbourg.ics", L)

if __name__ == "__main__":
    build()
