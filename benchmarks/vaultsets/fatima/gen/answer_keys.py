# -*- coding: utf-8 -*-
"""Answer keys used by check.py: for each question, gold path -> a string that must occur in the
DECODED text of that file (case-insensitive, whitespace-normalised)."""

M = "mail/"
KEYS = {
    "h01": {M + "2025/02/2025-02-04_urbanisme-recepisse-dp.eml": "DP 013055 25 00087"},
    "h02": {M + "2025/02/2025-02-20_brico-provence-confirmation-commande.eml": "AQV-1000-V"},
    "h03": {M + "2025/05/2025-05-20_convocation-dnb-yanis.eml": "013-25-04871"},
    "h04": {"docs/cabanon-mode-emploi.txt": "Oursin-Goudes-77"},
    "h05": {M + "2024/07/2024-07-09_notaire-attestation-immobiliere.eml": "208 H 117"},
    "h06": {M + "2025/03/2025-03-06_principal-accompagnateurs-voyage.eml": "Romain Giraud"},
    "h07": {M + "2025/03/2025-03-10_historial-confirmation-visite.eml": "Bérénice Caron"},
    "h08": {M + "2025/03/2025-03-18_geometre-compte-rendu-bornage.eml": "Laure Rinaldi",
            "notes/cabanon/cloture-voisin.md": "Laure Rinaldi",
            "data/cabanon-depenses.csv": "Cabinet Rinaldi"},
    "h09": {"docs/consignes-samira-yanis.txt": "Samira",
            "notes/daily/2025-04-12.md": "avec Samira"},
    "h10": {M + "lists/choeur-calanca.mbox": "Matthieu Ogier"},
    "h11": {M + "2025/03/2025-03-14_hebergement-albert-confirmation.eml": "Les Coquelicots"},
    "h12": {M + "2025/05/2025-05-20_convocation-dnb-yanis.eml": "Marie-Mauron",
            "notes/daily/2025-06-04.md": "Marie-Mauron"},
    "h13": {M + "2025/04/2025-04-24_conciliateur-convocation.eml": "Point-justice de Mazargues"},
    "h14": {"docs/cabanon-mode-emploi.txt": "jarre bleue"},
    "h15": {M + "2025/03/2025-03-12_circulaire-parents-depart-somme.eml": "hall 1",
            "calendar/college.ics": "hall 1"},
    "h16": {M + "2025/05/2025-05-12_cassar-nouvelle-date-chantier.eml": "mardi 10 juin"},
    "h17": {"calendar/college.ics": "2025-01-16 18:00"},
    "h18": {M + "2025/05/2025-05-16_re-oral-brevet-yanis.eml": "10h40",
            "calendar/yanis.ics": "2025-06-03 10:40"},
    "h19": {"calendar/chorale-calanca.ics": "2025-06-12 19:00",
            M + "lists/choeur-calanca.mbox": "jeudi 12 juin à 19h"},
    "h20": {"calendar/college.ics": "2025-03-13 17:30"},
    "h21": {M + "2025/01/2025-01-28_sncf-groupes-confirmation-aller.eml": "07h04",
            M + "2025/02/2025-02-11_sncf-groupes-confirmation-retour.eml": "14h27"},
    "h22": {M + "2025/03/2025-03-18_geometre-compte-rendu-bornage.eml": "38 cm",
            M + "2025/04/2025-04-02_re-cloture-pellegrin.eml": "depuis 1998"},
    "h23": {"notes/daily/2025-03-08.md": "318/400",
            M + "2025/03/2025-03-21_re-brevet-blanc-maths-ines.eml": "Thalès/trigo"},
    "h24": {M + "lists/choeur-calanca.mbox": "Cantique de Jean Racine",
            M + "2025/06/2025-06-02_calanca-lettre-billetterie.eml": "Plein tarif : 12 €"},
    "h25": {"chat/skype/messages.json": "machine à coudre Singer",
            M + "2025/05/2025-05-28_re-reservation-dar-zitoun.eml": "Dar Zitoun"},
    "h26": {"chat/skype/messages.json": "tuiles canal de récup",
            M + "2025/03/2025-03-04_re-devis-toiture-cassar.eml": "tuiles canal de récup"},
    "h27": {M + "2024/12/2024-12-03_re-programme-j3-somme.eml": "on laisse tomber Vimy"},
    "h28": {"notes/cabanon/citerne-eau.md": "on part sur l'aérienne"},
    "h29": {"notes/journal/2025-05-11-long-weekend-ramble.md": "Marius-Jauffret"},
    "h30": {M + "lists/choeur-calanca.mbox": "je ne viendrai pas à Crémone",
            "notes/journal/2025-05-11-long-weekend-ramble.md": "The Italy trip in the autumn: I said no"},
    "h31": {M + "2025/03/2025-03-04_re-devis-toiture-cassar.eml": "5 090 €"},
    "h32": {M + "2025/01/2025-01-14_gestionnaire-participation-familles.eml": "265 € par élève"},
    "h33": {"chat/skype/messages.json": "mardi 8 juillet"},
    "h34": {M + "2025/01/2025-01-09_ines-tarif-cours.eml": "22 € de l'heure"},
    "h35": {"notes/daily/2025-05-22.md": "3108"},
    "h36": {"data/voyage-somme-paiements-3eB.csv": "RUIZ Enzo"},
    "h37": {"calendar/perso-cabanon.ics": "Déposer la DAACT",
            "notes/cabanon/permis-mairie.md": "Déposer la DAACT"},
    "h38": {"notes/cabanon/cloture-voisin.md": "signature du PV de bornage"},
    "h39": {"calendar/college.ics": "bilan financier"},
    "h40": {"calendar/yanis.ics": "Téléinscription lycée"},
    "h41": {"notes/journal/2024-10-27-toussaint-en-vrac.md": "le car me rend malade"},
    "h42": {"notes/chorale/chorale-2024-2025.md": "trop sirupeux"},
    "h43": {"chat/skype/messages.json": "bleu charrette"},
    "h44": {"notes/classe/progression-3e.md": "Joyeux Noël"},
    "h45": {"notes/journal/2025-05-11-long-weekend-ramble.md": "la piscine de papa"},
    "h46": {"chat/skype/messages.json": "l'année où Karim est né"},
    "h47": {"notes/journal/2025-05-11-long-weekend-ramble.md": "Rayan just sat down on the grass and cried"},
    "h48": {"chat/chatgpt/conversations.json": "13 200 litres"},
    "h49": {"chat/assistant/lettre-voisin-2025-03-23.json": "version plus apaisée"},
    "h50": {"notes/daily/2025-01-20.md": "Frère d'âme"},
}

# Keys that must be found ONLY inside encoded parts (absent from the raw bytes of every file).
ENCODED_ONLY = {
    "h01": "DP 013055 25 00087",     # base64 text attachment (récépissé)
    "h02": "AQV-1000-V",             # base64 HTML-only order confirmation
    "h03": "013-25-04871",           # base64 text attachment (convocation)
    "h05": "208 H 117",              # base64 text/plain body (notaire)
    "h07": "Bérénice Caron",         # quoted-printable (accents encoded)
    "h13": "Point-justice de Mazargues",  # base64 HTML-only (conciliateur)
    "h21": "14h27",                  # base64 HTML-only (SNCF retour)
}

# Extra "short answer" strings: not required in gold, only used to list non-gold files mentioning
# them for manual review.
REVIEW_EXTRA = {
    "h09": ["Samira"],
    "h36": ["TALEB Maëlys"],
    "h25": ["machine à coudre"],
    "h26": ["tuiles de récupération", "tuiles de récup"],
    "h33": ["8 juillet"],
    "h16": ["10 juin"],
    "h12": ["Mauron"],
    "h06": ["Giraud"],
    "h29": ["Jauffret"],
    "h30": ["Crémone", "Cremona", "Italy"],
    "h27": ["Vimy"],
    "h28": ["aérienne", "above-ground"],
    "h44": ["1917"],
}

FRENCH = ["h01", "h05", "h07", "h09", "h12", "h13", "h17", "h20", "h21", "h28", "h30", "h35", "h37", "h39", "h44"]
