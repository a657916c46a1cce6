import csv
import io
import random
from datetime import date, timedelta
from lib import write


def build():
    rnd = random.Random(42)
    rows = []
    d = date(2025, 1, 3)
    end = date(2025, 10, 30)
    lot = 2501
    while d <= end:
        closed = date(2025, 8, 11) <= d <= date(2025, 8, 25)
        if not closed:
            if d < date(2025, 9, 1) and d.weekday() in (1, 4):  # Tue, Fri: GAEC
                litres = 160 + (20 if d.month == 1 else 0) + rnd.choice([0, 0, 10, -10])
                temp = rnd.choice([4.1, 4.5, 4.8, 5.2, 3.9, 4.4])
                remark = ""
                price = 0.92
                amount = round(litres * price, 2)
                if d == date(2025, 2, 11):
                    remark = "livraison en retard (9h50)"
                elif d == date(2025, 3, 14):
                    remark = "livraison en retard (10h05)"
                elif d == date(2025, 4, 4):
                    remark = "livraison en retard (10h40) - caillage décalé"
                elif d == date(2025, 4, 15):
                    remark = "LOT REFUSÉ à la réception : acidité trop élevée, lait tourné - non facturé"
                    temp = 9.4
                    amount = 0.0
                elif d == date(2025, 8, 29):
                    remark = "dernière livraison GAEC"
                rows.append([d.isoformat(), "GAEC du Mont Pilat", litres, f"{price:.2f}", f"{amount:.2f}",
                             f"MP-{lot}", f"{temp:.1f}", remark])
                lot += 1
            elif d >= date(2025, 9, 1) and d.weekday() in (0, 3):  # Mon, Thu: Bouvier
                litres = 160 + rnd.choice([0, 0, 10, 20])
                price = 1.05
                temp = rnd.choice([2.9, 3.0, 3.1, 3.3])
                remark = ""
                if d == date(2025, 9, 1):
                    remark = "nouveau fournisseur : EARL Bouvier (Ferme des Monts d'Or) - 1re livraison 7h10"
                rows.append([d.isoformat(), "EARL Bouvier - Ferme des Monts d'Or", litres, f"{price:.2f}",
                             f"{litres * price:.2f}", f"MO-{lot}", f"{temp:.1f}", remark])
                lot += 1
        d += timedelta(days=1)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "fournisseur", "litres", "prix_litre_ht", "montant_ht", "n_lot",
                "temp_reception_c", "remarque"])
    w.writerows(rows)
    write("data/achats-lait-2025.csv", buf.getvalue())
