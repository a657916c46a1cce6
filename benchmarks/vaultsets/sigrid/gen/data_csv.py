import csv
import io
from common import write

BUDGET = [
    ("datum", "kategori", "post", "leverantör", "budget_kr", "utfall_kr", "kommentar"),
    ("2025-01-25", "Klinker", "Siena Hex terrakotta 15 cm, 5,2 m² inkl. spill", "Kakelhuset Mölndal", "6500", "6240", "matt, R10"),
    ("2025-01-25", "Kakel", "Riad Blanc zellige-look 6,5x20, 14 m²", "Kakelhuset Mölndal", "11000", "11760", "benvit, 12 % extra för variation"),
    ("2025-01-25", "Kakel", "Bård/list, borstad mässing 4 st", "Kakelhuset Mölndal", "800", "720", ""),
    ("2025-02-02", "Golvvärme", "Golvvärmematta 4,5 m² + termostat med golvgivare", "Elgrossen Frölunda", "6000", "6890", "elektrisk, 150 W/m², ansluts av behörig elektriker"),
    ("2025-02-02", "VVS", "Termostatblandare dusch, takdusch + handdusch, borstad mässing", "VVS-butiken Järnbrott", "7500", "8450", "köpt i april"),
    ("2025-02-02", "VVS", "Vägghängd WC", "VVS-butiken Järnbrott", "6000", "5690", ""),
    ("2025-02-02", "Möbler", "Kommod ek 60 cm + porslinsfat", "Badrumsboden", "9000", "9800", ""),
    ("2025-02-02", "Möbler", "Spegelskåp med belysning och antiimma", "Badrumsboden", "4500", "4290", ""),
    ("2025-02-10", "El", "Downlights IP44 x 4", "Elgrossen Frölunda", "2000", "1960", ""),
    ("2025-02-10", "El", "Vägglampa vid spegeln", "Lampbutiken Linné", "1500", "1295", ""),
    ("2025-02-10", "Övrigt", "Handduksvärmare med timer", "Elgrossen Frölunda", "3500", "3390", "timern trasig – Hisingens byter"),
    ("2025-03-01", "Övrigt", "Skyddspapp, plast, dammsugarpåsar", "Byggvaruhuset", "600", "540", ""),
    ("2025-04-10", "Övrigt", "Gymkort 3 mån (duscha!)", "Gymmet Frölunda", "0", "1197", "pga stillestånd"),
    ("2025-08-20", "Övrigt", "Krokar, hylla, tvålkopp (egen)", "", "800", "", "ej köpt än"),
    ("", "", "Hantverkare – se offerter/fakturor i mejlen", "", "", "", "ingår ej i denna lista"),
]

FIRING = [
    ("datum", "ugn", "program", "topptemp_c", "kon", "hold_min", "innehåll", "resultat"),
    ("2025-01-18", "Lerverket stora", "Skröj (Petra std)", "950", "010", "0", "12 skålar, 20 testplattor", "ok"),
    ("2025-01-25", "Lerverket stora", "Glasyr kon 6 (Petra std)", "1222", "6", "10", "skålar Krita/Sillvik", "Krita fin, Sillvik för tunn på ljus lera"),
    ("2025-02-22", "Lerverket stora", "Glasyr kon 6 (Petra std)", "1222", "6", "10", "muggar mörk lera + Sotning", "nålstick på mörk lera"),
    ("2025-03-15", "Lerverket stora", "Skröj långsam", "950", "010", "0", "muggar mörk lera", "ok"),
    ("2025-03-22", "Lerverket stora", "Glasyr kon 6 (Petra std)", "1222", "6", "10", "muggar mörk lera + Sotning", "nålstick borta"),
    ("2025-05-24", "Lerverket stora", "Glasyr kon 6 (Petra std)", "1222", "6", "10", "8 skålar Krita", "krypning på 5 av 8"),
    ("2025-06-14", "Lerverket stora", "Glasyr kon 6 (Petra std)", "1222", "6", "10", "testplattor Krita kalcinerad kaolin", "ingen krypning"),
    ("2025-10-11", "UA90 hemma", "P1 Torrbränning", "1000", "", "0", "tom ugn", "luktade hela garaget, normalt"),
    ("2025-10-14", "UA90 hemma", "P2 Skröj", "950", "010", "10", "testplattor + 6 muggar", "för poröst, drar för mycket glasyr"),
    ("2025-10-18", "UA90 hemma", "P3 Glasyr kon 6", "1225", "6", "10", "testplattor Vedbod, Sillvik, Krita", "Vedbod halvblank – svalnar för fort"),
    ("2025-10-21", "UA90 hemma", "P2 Skröj (ändrad)", "980", "08", "10", "12 muggar, 4 skålar", "bra"),
    ("2025-10-25", "UA90 hemma", "P4 Glasyr kon 6 + slow cool", "1225", "6", "10", "testplattor Vedbod, Havtorn", "Vedbod matt! Havtorn fläckig"),
    ("2025-11-01", "UA90 hemma", "P4 Glasyr kon 6 + slow cool", "1225", "6", "10", "12 muggar Krita/Sillvik", "två blåsor vid handtag"),
    ("2025-11-08", "UA90 hemma", "P2 Skröj", "980", "08", "10", "30 muggar julmarknad", "ok"),
]


def _csv(rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerows(rows)
    return buf.getvalue()


def build():
    return [write("data/badrum-budget.csv", _csv(BUDGET)),
            write("data/brannlogg-2025.csv", _csv(FIRING))]
