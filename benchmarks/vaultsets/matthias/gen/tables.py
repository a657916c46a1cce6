"""Two CSV files: household ledger and e-bike log."""
TABLES = {}

_ledger = [
    ("Datum", "Kategorie", "Beschreibung", "Betrag_EUR", "Konto", "Notiz"),
    ("2025-01-02", "Versicherung", "Kfz-Versicherung Skoda (Isar-Mutual)", "-512,00", "Giro", ""),
    ("2025-01-02", "Versicherung", "Rechtsschutz Advocura", "-289,00", "Giro", "inkl. Mietrecht"),
    ("2025-02-15", "Verein", "KGV Jahresrechnung (Pacht, Wasser, Versicherung)", "-318,40", "Giro", "Parzelle 47"),
    ("2025-03-01", "Versicherung", "Hausrat + Haftpflicht Isar-Mutual", "-240,40", "Giro", ""),
    ("2025-03-20", "Steuer", "Kanzlei Weidinger Vorschuss ESt 2024", "-350,00", "Giro", ""),
    ("2025-05-03", "Mobilität", "E-Bike Voltaro Trekking 7 gebraucht", "-1750,00", "bar", "Kaufvertrag per Mail"),
    ("2025-05-09", "Mobilität", "Radhaus Sendling Akku-Diagnose", "-25,00", "bar", ""),
    ("2025-05-15", "Reise", "Leeds Dienstreise Auslagen (Taxi, Essen)", "-86,40", "Kreditkarte", "wird erstattet"),
    ("2025-05-28", "Reise", "Erstattung Reisekosten Leeds (Falkner)", "86,40", "Giro", ""),
    ("2025-06-16", "Familie", "Mama 80 – unser Anteil Feier (Essen, Getränke, Torte)", "-640,00", "Giro", "Rest zahlt Stefan"),
    ("2025-06-20", "Familie", "Fotobuch Mama 80", "-79,95", "PayPal", "Lena hat gestaltet"),
    ("2025-07-01", "Lena", "Anzahlung Unterkunft Leeds (250 GBP)", "-296,70", "Kreditkarte", ""),
    ("2025-08-01", "Wohnen", "BK-Nachzahlung 2024 unstrittiger Teil (unter Vorbehalt)", "-194,50", "Giro", "lt. Mieterverein"),
    ("2025-08-08", "Urlaub", "Südtirol Passeiertal, Hof-Pension 8 Nächte", "-1120,00", "Giro", ""),
    ("2025-09-02", "Lena", "Flug MUC-MAN Lena", "-214,98", "Kreditkarte", ""),
    ("2025-09-16", "Gesundheit", "Zahnarzt Abschlag Krone 46 (Praxis Lechner)", "-200,00", "Giro", "Rest nach Eingliederung"),
    ("2025-09-19", "Lena", "Miete Leeds 1. Rate (unser Anteil)", "-1480,00", "Giro", "Überweisung GBP"),
    ("2025-10-07", "Mobilität", "Radhaus Bremsbeläge hinten", "-48,50", "EC", ""),
    ("2025-10-10", "Wohnen", "BK-Nachzahlung 2024 Rest nach Korrektur", "-92,65", "Giro", "erledigt"),
    ("2025-10-21", "Mobilität", "Velomarkt24 Faltschloss", "-79,85", "PayPal", ""),
    ("2025-10-24", "Lena", "Paket Lebkuchen DHL", "-16,49", "EC", ""),
]
TABLES["finanzen/Ausgaben_2025.csv"] = ("".join(";".join(r) + "\r\n" for r in _ledger)).encode("utf-8")

_rides = [
    # date, route, km, akku_start, akku_ende, note
    ("2025-05-03", "Übernahme (mit Auto heim)", 0, 100, 100, "Tacho bei Übernahme 2347"),
    ("2025-05-09", "Radhaus Sendling", 4, 64, 60, "Akku-Diagnose"),
    ("2025-05-11", "Isarradweg Pullach hin/zurück", 28, 100, 58, ""),
    ("2025-05-20", "Büro + zurück", 16, 100, 81, ""),
    ("2025-06-01", "Starnberger See (Percha)", 62, 100, 21, "Eco, Gegenwind"),
    ("2025-06-14", "Büro-Pendeln Woche 24", 80, None, None, "5x Büro"),
    ("2025-06-29", "Wolfratshausen", 54, 100, 30, ""),
    ("2025-07-06", "Büro-Pendeln Woche 27", 80, None, None, ""),
    ("2025-07-20", "Isarsteg Pullach (Nachschau)", 31, 100, 62, "dienstlich"),
    ("2025-07-27", "Ammersee Herrsching", 92, 100, 8, "zu knapp! Tour eco"),
    ("2025-08-03", "Büro-Pendeln Woche 31", 64, None, None, ""),
    ("2025-08-24", "Ebersberger Forst", 71, 100, 24, ""),
    ("2025-09-07", "Büro-Pendeln 2 Wochen", 150, None, None, ""),
    ("2025-09-14", "Freising (Bauamt)", 49, 100, 35, "dienstlich"),
    ("2025-09-28", "Büro-Pendeln 2 Wochen", 144, None, None, ""),
    ("2025-10-05", "Wolfratshausen", 54, 100, 31, ""),
    ("2025-10-07", "Radhaus", 4, 80, 77, "Bremsbeläge hinten neu"),
    ("2025-10-12", "Büro-Pendeln Woche 41", 64, None, None, ""),
    ("2025-10-19", "Wolfratshausen hin/zurück", 56, 100, 29, "Nebel, schön"),
    ("2025-10-25", "Büro-Pendeln + Garten", 41, None, None, "Rücklicht wackelt"),
]
rows = ["datum,km_stand,strecke_km,route,akku_start_pct,akku_ende_pct,notiz"]
km = 2347
for d, route, dist, a, e, note in _rides:
    km += dist
    rows.append('%s,%d,%d,"%s",%s,%s,"%s"' % (d, km, dist, route, "" if a is None else a, "" if e is None else e, note))
TABLES["notes/Ebike/ebike_fahrtenbuch.csv"] = ("\n".join(rows) + "\n").encode("utf-8")
