# -*- coding: utf-8 -*-
"""Two CSV ledgers."""

CABANON = [
    ("date", "poste", "fournisseur", "montant", "payé par", "statut", "note"),
    ("2024-09-17", "Frais d'acte attestation immobilière", "Étude Roux-Delmas", "1 240,00", "Fatima", "remboursé", "Karim a viré sa moitié le 02/10"),
    ("2024-10-12", "Piles radio + ampoules + bâche", "Brico Provence", "46,80", "Fatima", "remboursé", ""),
    ("2024-10-28", "Taxe foncière 2024", "DGFiP", "318,00", "Fatima", "remboursé", "au nom des deux"),
    ("2025-01-10", "Déplacement plombier (étude cuve)", "Orsini Plomberie", "40,00", "Fatima", "remboursé", ""),
    ("2025-01-28", "Assurance habitation cabanon 2025", "Mutuelle Azur", "212,00", "Karim", "remboursé", "prélèvement sur son compte FR"),
    ("2025-02-03", "Copies plans + photos dossier DP", "Copy Top Baille", "18,60", "Fatima", "remboursé", ""),
    ("2025-02-15", "Routeur 4G + carte SIM", "Boulanger", "89,00", "Karim", "remboursé", "commandé en ligne, livré chez moi"),
    ("2025-02-20", "Cuve 1000 L + kit raccord + socle", "Brico Provence", "412,90", "Fatima", "remboursé", "retrait La Valentine"),
    ("2025-03-01", "Pose cuve + raccordement", "Orsini Plomberie", "350,00", "Fatima", "remboursé", "facture F-2025-031"),
    ("2025-03-01", "Pompe de surface 600 W", "Orsini Plomberie", "129,00", "Fatima", "remboursé", ""),
    ("2025-03-05", "Forfait 4G mars", "opérateur", "9,99", "Karim", "—", "prélèvement mensuel"),
    ("2025-03-08", "LRAR convocation bornage Pellegrin", "La Poste", "8,52", "Fatima", "remboursé", ""),
    ("2025-03-28", "Honoraires bornage", "Cabinet Rinaldi", "980,00", "Karim", "—", "Karim a payé en entier, je lui dois 490"),
    ("2025-03-25", "LRAR courrier voisin", "La Poste", "8,52", "Fatima", "remboursé", ""),
    ("2025-03-31", "Acompte toiture 30 %", "Toitures Cassar", "1 527,00", "Fatima", "en attente", "Karim doit sa moitié (763,50)"),
    ("2025-04-05", "Forfait 4G avril", "opérateur", "9,99", "Karim", "—", ""),
    ("2025-05-05", "Forfait 4G mai", "opérateur", "9,99", "Karim", "—", ""),
    ("2025-05-10", "Panneau d'affichage arrêté + piquets", "Brico Provence", "24,90", "Fatima", "en attente", ""),
    ("2025-05-22", "Cadenas à code neuf portillon", "Quincaillerie Castellane", "19,90", "Fatima", "en attente", "l'ancien code n'était plus sûr"),
    ("2025-06-05", "Forfait 4G juin", "opérateur", "9,99", "Karim", "—", ""),
]

SOMME = [
    ("date", "eleve", "classe", "versement", "montant", "mode", "statut", "remarque"),
    ("2025-01-27", "AMRANI Yasmine", "3eB", "1", "130.00", "chèque", "encaissé", ""),
    ("2025-01-28", "BERNARD Noah", "3eB", "1", "130.00", "virement", "encaissé", ""),
    ("2025-01-30", "BOUZID Rayan", "3eB", "1", "130.00", "espèces", "encaissé", "reçu n°0412"),
    ("2025-02-03", "CHEVALIER Théo", "3eB", "1", "130.00", "chèque", "encaissé", ""),
    ("2025-02-04", "DUMAS Camille", "3eB", "1", "130.00", "virement", "encaissé", ""),
    ("2025-02-06", "GARNIER Lucas", "3eB", "1", "130.00", "chèque", "encaissé", ""),
    ("2025-02-07", "HADJ Malik", "3eB", "1", "130.00", "fonds social", "encaissé", "dossier FSC accepté"),
    ("2025-02-10", "KACI Adam", "3eB", "1", "130.00", "chèque", "encaissé", ""),
    ("2025-02-12", "MANSOURI Ilyes", "3eB", "1", "130.00", "espèces", "encaissé", "reçu n°0419"),
    ("2025-02-13", "RUIZ Enzo", "3eB", "1", "130.00", "chèque", "encaissé", ""),
    ("2025-02-14", "TALEB Maëlys", "3eB", "1", "130.00", "virement", "encaissé", ""),
    ("2025-02-14", "FONTAINE Zoé", "3eB", "1", "130.00", "chèque", "remboursé", "ne part pas (raison familiale), remboursée le 02/04"),
    ("2025-03-03", "AMRANI Yasmine", "3eB", "2", "135.00", "chèque", "encaissé", ""),
    ("2025-03-05", "BERNARD Noah", "3eB", "2", "135.00", "virement", "encaissé", ""),
    ("2025-03-10", "BOUZID Rayan", "3eB", "2", "135.00", "espèces", "encaissé", "reçu n°0433"),
    ("2025-03-11", "CHEVALIER Théo", "3eB", "2", "135.00", "chèque", "encaissé", ""),
    ("2025-03-12", "GARNIER Lucas", "3eB", "2", "135.00", "chèque", "encaissé", ""),
    ("2025-03-14", "HADJ Malik", "3eB", "2", "135.00", "fonds social", "encaissé", ""),
    ("2025-03-14", "KACI Adam", "3eB", "2", "135.00", "chèque", "encaissé", ""),
    ("2025-03-17", "MANSOURI Ilyes", "3eB", "2", "135.00", "espèces", "encaissé", "reçu n°0440"),
    ("2025-03-15", "RUIZ Enzo", "3eB", "2", "135.00", "", "en attente", "relance 1 le 20/03, relance 2 le 28/05, famille a promis avant fin juin"),
    ("2025-03-15", "TALEB Maëlys", "3eB", "2", "135.00", "", "en attente", "a demandé un délai (paiement en 2 fois 70 + 65), rien reçu"),
]


def _csv(rows, sep, crlf):
    def cell(v):
        if sep in v or '"' in v or "\n" in v or (sep == "," and "," in v):
            return '"' + v.replace('"', '""') + '"'
        return v
    nl = "\r\n" if crlf else "\n"
    return (nl.join(sep.join(cell(c) for c in r) for r in rows) + nl).encode("utf-8")


def build_all():
    return [
        ("data/cabanon-depenses.csv", _csv(CABANON, ";", True)),
        ("data/voyage-somme-paiements-3eB.csv", _csv(SOMME, ",", False)),
    ]
