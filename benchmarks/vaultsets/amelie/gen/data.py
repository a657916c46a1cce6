"""CSV files."""
import csv, random, datetime as dt
from common import path

def build():
    rows = [
        ("poste", "fournisseur", "montant_ttc_eur", "statut", "date", "commentaire"),
        ("Dépôt de garantie", "SCI Tisseurs 48", "3700", "payé", "2025-04-14", "chèque remis à la signature du bail"),
        ("Déménageur", "Rhône Express Déménagement", "1380", "devis signé", "2025-09-30", "camion 20 m3, 3 déménageurs, demi-journée, monte-meuble non nécessaire (RDC)"),
        ("Cloisons légères (4 salles)", "Placo des Pentes", "4860", "devis signé", "2025-07-08", "après remise des clés"),
        ("Peinture salles + accueil", "Atelier Couleurs Saône", "2150", "devis", "2025-07-10", "vert sauge / blanc cassé"),
        ("Film dépoli vitrine", "Vitrophanie Lyonnaise", "390", "devis", "2025-09-12", "moitié basse"),
        ("Câblage réseau + baie", "Réseaux & Câbles 69", "1240", "devis signé", "2025-09-15", "6 prises RJ45 + point d'accès wifi plafond"),
        ("Frais d'accès box fibre", "FibrePro Rhône", "99", "prévu", "", "à commander 1 mois avant"),
        ("Plaque professionnelle", "Gravure Bellecour", "145", "BAT à valider", "2025-11-05", "format Ordre"),
        ("Affiches + cartes nouvelle adresse", "Imprimerie du Plateau", "180", "prévu", "", ""),
        ("Tapis Pilates x6 + petit matériel groupe", "Kinédis Rhône", "420", "prévu", "", "salle de groupe – janvier 2026"),
        ("Rideaux / stores salles", "Ikéa", "260", "prévu", "", ""),
        ("Pot d'inauguration", "", "300", "prévu", "", "après l'ouverture"),
        ("Matériel de soin (tables, espalier, électrothérapie)", "Kinédis Rhône", "8950", "acompte payé", "2025-06-10", "financé par l'emprunt pro, hors budget travaux"),
    ]
    with open(path("data/budget-demenagement.csv"), "w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(rows)

    rnd = random.Random(7)
    out = [("date", "type", "distance_km", "denivele_m", "duree", "douleur_achille_0_10", "notes")]
    d = dt.date(2025, 3, 4)
    plan = []
    while d <= dt.date(2025, 7, 6):
        wd = d.weekday()
        if wd == 1:
            plan.append((d, "fractionné (Foulées)", rnd.choice([8.5, 9.0, 9.6]), rnd.choice([60, 80, 110]), "club"))
        elif wd == 3:
            plan.append((d, "footing", rnd.choice([7.0, 8.2, 9.1]), rnd.choice([40, 90, 120]), ""))
        elif wd == 6:
            base = 14 + (d - dt.date(2025, 3, 4)).days // 10
            plan.append((d, "sortie longue", float(min(base, 27)), min(300 + (d - dt.date(2025, 3, 4)).days * 7, 1150), "Monts d'Or" if d.month >= 5 else "quais + Croix-Rousse"))
        d += dt.timedelta(days=1)
    for day, typ, km, dplus, note in plan:
        pace = 6.1 if typ != "sortie longue" else 7.4
        mins = int(km * pace + dplus / 25)
        pain = 0
        if day >= dt.date(2025, 6, 22):
            pain = 1
        if day >= dt.date(2025, 7, 1):
            pain = 2
        if day == dt.date(2025, 7, 6):
            pain, note = 6, "douleur talon gauche sur les 30 dernières min – STOP"
        out.append((day.isoformat(), typ, f"{km:.1f}", str(dplus), f"{mins // 60}h{mins % 60:02d}", str(pain), note))
    for day, km, mins, note in [("2025-09-01", 3.0, 20, "marche-course 1'/1' x10"),
                                ("2025-09-22", 3.4, 20, "20 min continu"),
                                ("2025-10-10", 5.1, 30, "reprise Foulées, groupe lent"),
                                ("2025-11-05", 7.6, 45, "45 min, un peu de D+, RAS")]:
        out.append((day, "reprise", f"{km:.1f}", "20", f"0h{mins:02d}", "1", note))
    with open(path("data/entrainements-trail-2025.csv"), "w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(out)

if __name__ == "__main__":
    build()
