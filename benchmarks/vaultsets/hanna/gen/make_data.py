"""CSV files: club cash book and household fixed costs."""
import csv
import io
from decimal import Decimal

from common import write


def de(x):
    s = f"{x:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def kassenbuch():
    rows = [
        ("10.01.2025", "B-2025-001", "Hallenmiete Turnhalle Schule am Auwald Jan–Mär", "Hallenmiete", None, "480.00"),
        ("15.01.2025", "B-2025-002", "Sportversicherung Sachsen, Jahresbeitrag 2025", "Versicherung", None, "1120.00"),
        ("20.01.2025", "B-2025-003", "Spende Fam. Wunderlich", "Spenden", "100.00", None),
        ("31.01.2025", "B-2025-004", "Kontoführung Januar", "Bank", None, "12.50"),
        ("05.02.2025", "B-2025-005", "Strom Bootshaus Abschlag Feb", "Bootshaus", None, "86.00"),
        ("14.02.2025", "B-2025-006", "Landessportbund Mitgliedsbeitrag 2025", "Verbände", None, "402.00"),
        ("28.02.2025", "B-2025-007", "Kontoführung Februar", "Bank", None, "12.50"),
        ("03.03.2025", "B-2025-011", "Beitragseinzug 1. HJ 2025 (67 × 120,00 €)", "Beiträge", "8040.00", None),
        ("05.03.2025", "B-2025-012", "Strom Bootshaus Abschlag Mär", "Bootshaus", None, "86.00"),
        ("07.03.2025", "B-2025-013", "Rücklastschrift RV-0088", "Beiträge", None, "120.00"),
        ("14.03.2025", "B-2025-014", "Getränke Mitgliederversammlung", "Veranstaltungen", None, "64.30"),
        ("21.03.2025", "B-2025-015", "Nachzahlung RV-0088 inkl. Rücklastschriftgebühr", "Beiträge", "126.00", None),
        ("31.03.2025", "B-2025-016", "Kontoführung März", "Bank", None, "12.50"),
        ("05.04.2025", "B-2025-020", "Anrudern Grillgut + Getränke Einkauf", "Veranstaltungen", None, "187.45"),
        ("05.04.2025", "B-2025-021", "Anrudern Einnahmen Getränkekasse", "Veranstaltungen", "240.00", None),
        ("07.04.2025", "B-2025-022", "Strom Bootshaus Abschlag Apr", "Bootshaus", None, "86.00"),
        ("30.04.2025", "B-2025-023", "Kontoführung April", "Bank", None, "12.50"),
        ("05.05.2025", "B-2025-030", "Strom Bootshaus Abschlag Mai", "Bootshaus", None, "86.00"),
        ("12.05.2025", "B-2025-041", "Kauf Doppelvierer gebr. (C4x, Bj. 2014) vom RC Saale Halle inkl. Skulls",
         "Boote", None, "8400.00"),
        ("13.05.2025", "B-2025-042", "Anhängermiete Bootstransport Halle–Leipzig", "Boote", None, "95.00"),
        ("17.05.2025", "B-2025-045", "Material Steg-Arbeitsdienst (Lärchenholz, Edelstahlschrauben)", "Bootshaus",
         None, "642.18"),
        ("24.05.2025", "B-2025-047", "Sekt + Kuchen Bootstaufe \"Elsterglück\"", "Veranstaltungen", None, "38.97"),
        ("31.05.2025", "B-2025-048", "Kontoführung Mai", "Bank", None, "12.50"),
        ("01.06.2025", "B-2025-050", "Spende Elternverein Jugendregatta", "Spenden", "250.00", None),
        ("05.06.2025", "B-2025-051", "Strom Bootshaus Abschlag Jun", "Bootshaus", None, "86.00"),
        ("21.06.2025", "B-2025-053", "Startgelder Elster-Regatta (2 Boote)", "Regatta", None, "60.00"),
        ("30.06.2025", "B-2025-054", "Kontoführung Juni", "Bank", None, "12.50"),
        ("01.07.2025", "B-2025-061", "Beitragseinzug 2. HJ 2025 (66 × 138,00 €)", "Beiträge", "9108.00", None),
        ("04.07.2025", "B-2025-062", "Rücklastschriften 2 Mitglieder (je 138,00 €)", "Beiträge", None, "276.00"),
        ("07.07.2025", "B-2025-063", "Strom Bootshaus Abschlag Jul", "Bootshaus", None, "86.00"),
        ("18.07.2025", "B-2025-065", "Nachzahlung Rücklastschriften inkl. Gebühren (2 × 144,00 €)", "Beiträge",
         "288.00", None),
        ("31.07.2025", "B-2025-066", "Kontoführung Juli", "Bank", None, "12.50"),
        ("05.08.2025", "B-2025-070", "Strom Bootshaus Abschlag Aug", "Bootshaus", None, "86.00"),
        ("16.08.2025", "B-2025-072", "Reparatur Rollsitz + Stemmbrett Einer \"Pleiße\"", "Boote", None, "118.40"),
        ("31.08.2025", "B-2025-073", "Kontoführung August", "Bank", None, "12.50"),
        ("05.09.2025", "B-2025-080", "Strom Bootshaus Abschlag Sep", "Bootshaus", None, "86.00"),
        ("13.09.2025", "B-2025-082", "Wanderfahrt Saale: Zuschuss Jugend", "Jugend", None, "300.00"),
    ]
    saldo = Decimal("14212.55")
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=";", lineterminator="\n")
    w.writerow(["Datum", "Beleg-Nr", "Buchungstext", "Kategorie", "Einnahme", "Ausgabe", "Saldo"])
    w.writerow(["01.01.2025", "", "Anfangsbestand (Übertrag aus 2024)", "", "", "", de(saldo)])
    for dt, beleg, text, kat, ein, aus in rows:
        if ein:
            saldo += Decimal(ein)
        if aus:
            saldo -= Decimal(aus)
        w.writerow([dt, beleg, text, kat, de(Decimal(ein)) if ein else "", de(Decimal(aus)) if aus else "",
                    de(saldo)])
    write("data/rv-elster-kassenbuch-2025.csv", buf.getvalue())


def fixkosten():
    rows = []
    months = ["2025-01", "2025-02", "2025-03", "2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09"]
    for m in months:
        n = int(m[-2:])
        if n <= 5:
            rows.append((m, "Miete alt (warm)", "Elsterblick Hausverwaltung", "986.00",
                         "750 kalt + 236 NK-Vorauszahlung, Erhöhung nur unter Vorbehalt" if n == 1 else ""))
        if n >= 5:
            rows.append((m, "Miete neu (warm)", "Wohnungsgenossenschaft Kanalblick eG", "1045.00",
                         "Mietbeginn 01.05., Mai doppelt" if n == 5 else ""))
        if n <= 5:
            rows.append((m, "Strom", "Leipziger Stadtstrom", "64.00", "Schlussrechnung folgt" if n == 5 else ""))
        else:
            rows.append((m, "Strom", "Grünwatt Energie", "58.00", "Kd-Nr. GW-4471902" if n == 6 else ""))
        rows.append((m, "Internet + Festnetz", "Leinenetz", "39.99", ""))
        rows.append((m, "Deutschlandticket Hanna", "LVB", "58.00", ""))
        rows.append((m, "Handy Hanna", "Funkfuchs", "12.99", ""))
        if n <= 8:
            rows.append((m, "Kindertagespflege Lina", "Petra Lindner", "231.40", "bis 31.08." if n == 8 else ""))
        else:
            rows.append((m, "Kita Elternbeitrag Lina", "Kita Kleine Auenfüchse", "212.86", "9 Std., ab 01.09."))
            rows.append((m, "Essengeld Kita", "Frischeküche Elsteraue", "64.60", "19 Tage × 3,40"))
        if n == 3:
            rows.append((m, "Ruderverein Beitrag 1. HJ", "RV Elster 1893", "120.00", ""))
        if n == 7:
            rows.append((m, "Ruderverein Beitrag 2. HJ", "RV Elster 1893", "138.00", "neuer Beitrag"))
        if n in (1, 4, 7):
            rows.append((m, "Rundfunkbeitrag", "Beitragsservice", "55.08", "quartalsweise"))
        if n == 2:
            rows.append((m, "Hausrat inkl. Fahrradbaustein", "Elbland Versicherung", "148.20", "jährlich"))
        if n == 5:
            rows.append((m, "Genossenschaftsanteile", "Wohnungsgenossenschaft Kanalblick eG", "1600.00", "einmalig"))
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=";", lineterminator="\n")
    w.writerow(["Monat", "Posten", "Anbieter", "Betrag_EUR", "Notiz"])
    for m, p, a, b, note in rows:
        w.writerow([m, p, a, de(Decimal(b)) if b else "", note])
    write("data/haushalt-fixkosten-2025.csv", buf.getvalue())


def main():
    kassenbuch()
    fixkosten()


if __name__ == "__main__":
    main()
