"""CSV files: bookkeeping ledger 2025 and houseboat budget."""
import csv, io
from common import write


def money(x):
    return f"{x:.2f}"


rows = []


def add(d, typ, rel, oms, nr, excl, btw_pct=21, verlegd=False):
    btw = 0.0 if verlegd else round(excl * btw_pct / 100, 2)
    q = "Q" + str((int(d[5:7]) - 1) // 3 + 1)
    rows.append([d, typ, rel, oms, nr, money(excl), money(btw), money(excl + btw), q,
                 "verlegd" if verlegd else f"{btw_pct}%"])


add("2025-01-06", "inkoop", "BoxPoint Self Storage", "Huur opslag unit C-114 januari", "BP-250101-114", 73.55)
add("2025-01-20", "verkoop", "Stichting Havenkoor", "FOH nieuwjaarsconcert", "PVDB-2025-001", 425.00)
add("2025-01-31", "verkoop", "Theater Het Anker", "FOH 2 voorstellingen jeugdtheater", "PVDB-2025-002", 850.00)
add("2025-02-03", "inkoop", "Hollandia Zakelijk", "Premie apparatuurverzekering Q1", "HZ-AV338162-Q1", 114.00, 0)
add("2025-02-14", "verkoop", "Veltmann Solar GmbH", "Voorbespreking + technische planning lancering", "PVDB-2025-003", 425.00, verlegd=True)
add("2025-03-05", "verkoop", "Veltmann Solar GmbH", "FOH productlancering München 3 maart", "PVDB-2025-004", 425.00, verlegd=True)
add("2025-03-14", "verkoop", "Kleine Zaal Producties", "Repetitiedagen Stille Wateren (2)", "PVDB-2025-005", 850.00, verlegd=True)
add("2025-03-31", "inkoop", "KPN Zakelijk", "Mobiel abonnement Q1", "KPN-Q1-88213", 74.38)
add("2025-04-11", "inkoop", "Maasklank Verhuur", "Huur PSM 1000 set week 14-15", "MKV-2025-0201", 290.00)
add("2025-04-28", "verkoop", "Kleine Zaal Producties", "Try-outs Stille Wateren april (2)", "PVDB-2025-006", 850.00, verlegd=True)
add("2025-05-02", "inkoop", "Maasklank Verhuur", "Huur PSM 1000 set week 16-19", "MKV-2025-0266", 580.00)
add("2025-05-16", "verkoop", "Gemeente Schiedam", "Geluid Koningsdag-podium Schiedam", "PVDB-2025-007", 425.00)
add("2025-05-30", "inkoop", "Maasklank Verhuur", "Huur PSM 1000 set week 20-22", "MKV-2025-0310", 435.00)
add("2025-05-30", "verkoop", "Kleine Zaal Producties", "Try-outs Stille Wateren mei (2)", "PVDB-2025-008", 850.00, verlegd=True)
add("2025-06-20", "inkoop", "Autobedrijf Van Gils", "Ford Transit Custom 2019 (VL-882-T)", "VG-2025-0612", 18900.00)
add("2025-06-27", "inkoop", "Maasklank Verhuur", "Huur PSM 1000 set week 23-26", "MKV-2025-0377", 580.00)
add("2025-06-30", "inkoop", "KPN Zakelijk", "Mobiel abonnement Q2", "KPN-Q2-88213", 74.38)
add("2025-07-08", "inkoop", "Maasklank Verhuur", "Huur DiGiCo SD12 + SD-Rack Polderpop 3-6 juli", "MKV-2025-0412", 2352.23)
add("2025-07-10", "verkoop", "Stichting Polderpop", "FOH Dijkpodium 3-6 juli (4 dagen)", "PVDB-2025-009", 1700.00)
add("2025-07-10", "verkoop", "Stichting Polderpop", "Doorbelasting huur tafel Dijkpodium", "PVDB-2025-010", 2587.45)
add("2025-07-24", "inkoop", "Podiumtechniek Direct", "Shure PSM 1000 set + KMS 105 (vervanging)", "PD-2025-7781", 3210.00)
add("2025-07-24", "inkoop", "Podiumtechniek Direct", "Peli 1510 met inzet", "PD-2025-7782", 260.00)
add("2025-07-31", "inkoop", "Maasklank Verhuur", "Huur PSM 1000 set week 27-31", "MKV-2025-0455", 725.00)
add("2025-08-01", "inkoop", "BoxPoint Self Storage", "Huur opslag unit C-114 augustus", "BP-250801-114", 73.55)
add("2025-08-29", "verkoop", "Gemeente Rotterdam", "Geluid Wereldhavendagen kadepodium", "PVDB-2025-011", 850.00)
add("2025-09-08", "inkoop", "Brabant Audio Rental", "Tourpakket week 37", "BAR-25-0904", 610.00)
add("2025-09-22", "inkoop", "Brabant Audio Rental", "Tourpakket week 38-39", "BAR-25-0977", 1220.00)
add("2025-09-30", "verkoop", "Kleine Zaal Producties", "Tourblok september (2 shows + repetitiedag)", "PVDB-2025-012", 1350.00, verlegd=True)
add("2025-09-30", "inkoop", "KPN Zakelijk", "Mobiel abonnement Q3", "KPN-Q3-88213", 74.38)
add("2025-10-06", "inkoop", "Brabant Audio Rental", "Tourpakket week 40", "BAR-25-1022", 610.00)
add("2025-10-20", "inkoop", "Brabant Audio Rental", "Tourpakket week 42", "BAR-25-1090", 610.00)
add("2025-10-24", "inkoop", "Van Rijn Administratie", "Btw-aangifte Q3", "VRA-2025-318", 95.00)
add("2025-10-31", "verkoop", "Kleine Zaal Producties", "Tourblok oktober (2 shows + reisdag)", "PVDB-2025-013", 1125.00, verlegd=True)
add("2025-11-01", "inkoop", "BoxPoint Self Storage", "Huur opslag unit C-114 november", "BP-251101-114", 73.55)
add("2025-11-10", "inkoop", "Brabant Audio Rental", "Tourpakket week 45", "BAR-25-1164", 610.00)
add("2025-11-10", "verkoop", "Kleine Zaal Producties", "Show Utrecht 8 nov", "PVDB-2025-014", 450.00, verlegd=True)

buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["datum", "type", "relatie", "omschrijving", "factuurnr", "bedrag_excl", "btw", "bedrag_incl",
            "kwartaal", "btw_tarief"])
w.writerows(rows)
write("data/boekhouding-2025.csv", buf.getvalue())

budget = [
    ["post", "leverancier", "begroot", "offerte_of_werkelijk", "status", "opmerking"],
    ["Romp: bodem + kimplaten", "Werf Drechtzijde", "9000", "11200", "akkoord 14-07", "offerte B na diktemeting"],
    ["Aanbetaling romp (30%)", "Werf Drechtzijde", "", "3360", "betaald 17-07", ""],
    ["Diktemeting", "expert via werf", "400", "385", "betaald", "2 juli"],
    ["Helling + sleep", "Werf Drechtzijde / Sleepdienst Maasmond", "1500", "1850", "gepland", "week 47"],
    ["Anodes + schroefas", "Werf Drechtzijde", "600", "", "open", "tijdens helling"],
    ["Verwarming: lucht-water warmtepomp 6 kW (i.p.v. dieselkachel)", "nog kiezen", "6500", "9800", "besloten 21-09",
     "inschatting, 2 offertes opvragen"],
    ["Vloerverwarming salon", "nog kiezen", "", "2100", "open", "samen met warmtepomp"],
    ["Leges ligplaatsvergunning", "Gemeente Rotterdam", "400", "412.50", "betaald 19-09", ""],
    ["Verhuizing (sleep) Coolhaven-Schiehaven", "Sleepdienst Maasmond", "800", "740", "betaald", ""],
    ["Rioolaansluiting", "installateur", "1200", "", "open", "binnen 3 mnd na 1 okt"],
    ["Salonvloer (balken + vloer)", "zelf + timmerman", "3000", "2740", "klaar", ""],
    ["Isolatie slaapkamer (kurk + wol)", "zelf", "2000", "1860", "klaar", ""],
    ["Elektra (nieuwe groepenkast)", "Elektro Rijnmond", "3500", "3320", "klaar", "2024"],
    ["Keuken (tweedehands)", "Marktplaats", "1500", "1150", "klaar", "2024"],
    ["Badkamer/douche", "zelf", "2500", "2680", "klaar", ""],
    ["Dubbel glas stuurhut", "nog kiezen", "1800", "", "idee", ""],
    ["Zonnepanelen dak stuurhut", "", "", "", "idee", "zie ideeënlijst"],
    ["Brandblussers keuren", "", "60", "", "open", "01-2026"],
    ["Nieuwe trossen + stootwillen", "watersportwinkel", "350", "412", "klaar", "verhuizing"],
]
buf = io.StringIO()
csv.writer(buf, lineterminator="\n").writerows(budget)
write("data/woonboot-begroting.csv", buf.getvalue())
