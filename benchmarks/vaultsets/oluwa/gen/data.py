import csv, io
from lib import write


def build():
    rows = [
        # date, customer, product, lot, jars, unit_price
        ("2025-03-08", "Hollybank Farm Shop", "Soft set 340g", "CM24-02", 12, 5.20),
        ("2025-03-15", "Staff room honesty box", "Soft set 340g", "CM24-02", 6, 7.00),
        ("2025-04-05", "Neighbours (direct)", "Summer 340g", "CM24-03", 4, 7.00),
        ("2025-05-24", "Hollybank Farm Shop", "Soft set OSR 340g", "CM25-01", 24, 5.20),
        ("2025-06-07", "Hollybank Farm Shop", "Soft set OSR 340g", "CM25-01", 24, 5.20),
        ("2025-06-13", "Staff room honesty box", "Soft set OSR 340g", "CM25-01", 10, 7.00),
        ("2025-07-05", "Allotment open day", "Soft set OSR 340g", "CM25-01", 9, 7.00),
        ("2025-08-16", "Hollybank Farm Shop", "Summer blossom 340g", "CM25-02", 36, 5.20),
        ("2025-08-30", "Neighbours (direct)", "Summer blossom 340g", "CM25-02", 6, 7.00),
        ("2025-09-13", "Hollybank Farm Shop", "Summer blossom 340g", "CM25-02", 24, 5.20),
        ("2025-09-19", "Staff room honesty box", "Summer blossom 340g", "CM25-02", 12, 7.00),
        ("2025-10-04", "Hollybank Farm Shop", "Summer blossom 340g", "CM25-02", 24, 5.60),
        ("2025-10-25", "Hollybank Farm Shop", "Soft set OSR 340g", "CM25-01", 12, 5.60),
        ("2025-11-08", "Hollybank Farm Shop", "Summer blossom 340g", "CM25-02", 24, 5.60),
        ("2025-11-21", "Staff room honesty box", "Summer blossom 340g", "CM25-02", 14, 7.00),
        ("2025-11-29", "Hollybank Farm Shop", "Soft set OSR 340g", "CM25-01", 12, 5.60),
    ]
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "customer", "product", "lot", "jars", "unit_price_gbp", "total_gbp", "paid"])
    for d, c, p, lot, n, up in rows:
        w.writerow([d, c, p, lot, n, f"{up:.2f}", f"{n*up:.2f}", "Y" if d < "2025-11-20" else "N"])
    write("data/honey-sales-2025.csv", buf.getvalue())

    mites = []
    base = {"Curie": [14, 38, 61, 44], "Franklin": [9, 22, 30, 18], "Hodgkin": [5, 11, 17, 9], "Lonsdale": [3, 8, 12, 6]}
    dates = ["2025-08-16", "2025-08-23", "2025-08-30", "2025-09-06"]
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["colony", "insert_read", "days", "mites_counted", "mites_per_day", "treatment"])
    for col, vals in base.items():
        w.writerow([col, "2025-08-09", 7, {"Curie": 6, "Franklin": 4, "Hodgkin": 2, "Lonsdale": 1}[col],
                    round({"Curie": 6, "Franklin": 4, "Hodgkin": 2, "Lonsdale": 1}[col] / 7, 1), "none (pre-treatment)"])
        for d, v in zip(dates, vals):
            w.writerow([col, d, 7, v, round(v / 7, 1), "Apiguard"])
    write("data/mite-counts-2025.csv", buf.getvalue())
