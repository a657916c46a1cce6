"""Two CSV files: the cruise logistics ledger and the Reef Keepers survey log."""
import csv
import io

CSV_FILES = {}


def to_csv(header, rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


LEDGER = [
    ("2025-05-14", "Sampling gear", "Hilo Tool & Marine", "Pneumatic coring drill + bits", "5420.00", "25-0612", "PO", "paid"),
    ("2025-05-28", "Small equipment", "Onset (via HBML stores)", "HOBO temp loggers x12", "4380.00", "25-0655", "PO", "paid"),
    ("2025-06-02", "Sampling gear", "Whirl-Pak distributor", "Sample bags + core sleeves", "1210.00", "25-0671", "PCard", "paid"),
    ("2025-06-10", "Field supplies", "Big Island Dive Supply", "Transect tapes x6 (50 m)", "642.35", "", "PCard", "paid"),
    ("2025-06-10", "Field supplies", "Hilo Hardware & Lumber", "PVC quadrats + slates", "388.00", "", "PCard", "paid"),
    ("2025-07-08", "Sampling gear", "Kona Marine Supply", "Sample coolers x4", "2240.00", "25-0740", "PO", "paid"),
    ("2025-08-19", "Small equipment", "LI-COR (via stores)", "Underwater light meters x2", "5940.00", "25-0802", "PO", "paid"),
    ("2025-09-03", "Field supplies", "Kona Marine Supply", "Line cutters, zip ties, mesh bags", "1182.00", "", "PCard", "paid"),
    ("2025-09-15", "Camera", "Kona Camera Repair", "Housing repair: o-ring groove + dome port", "2318.00", "25-0866", "PO", "paid"),
    ("2025-09-22", "Field supplies", "Rite in the Rain (online)", "Waterproof datasheets + field books", "2000.00", "", "PCard", "paid"),
    ("2025-10-15", "Chemicals", "Fisher Scientific", "Formalin 10%, 4 x 4 L", "610.00", "25-0931", "PO", "paid"),
    ("2025-10-15", "Chemicals", "Fisher Scientific", "Ethanol 95%, 20 L", "540.00", "25-0931", "PO", "paid"),
    ("2025-10-21", "Small equipment", "Onset (via HBML stores)", "Replacement HOBOs x2 (2 flooded at Richardson)", "730.00", "25-0950", "PO", "paid"),
    ("2025-10-28", "Chemicals", "Thermo Fisher", "RNAlater 2 x 500 mL", "930.00", "25-0962", "PO", "paid"),
    ("2025-11-06", "Dive tanks", "Big Island Dive Supply", "Tank rental deposit, 24 x AL80 (on LK personal Visa)", "600.00", "", "LK personal card", "reimb pending (need shop rcpt)"),
    ("2025-11-20", "Sequencing", "UW genomics core", "Sequencing deposit", "8999.50", "25-1010", "PO", "paid"),
    ("2026-01-21", "Freight", "Pacific Island Freight", "CTD + rosette crate + pallet, Honolulu -> Hilo", "2860.00", "26-1188", "PO", "paid"),
    ("2026-03-12", "Chemicals", "Big Island Lab Supply", "Ethanol 95% top-up, 4 L", "148.00", "", "PCard", "posts in Mar"),
]
CSV_FILES["data/hk2603-budget-ledger.csv"] = to_csv(
    ["date", "category", "vendor", "description", "amount_usd", "po_number", "paid_by", "status"], LEDGER)

SURVEYS = [
    ("2025-09-13", "Richardson", "T1", "07:40", "3.1", "28.1", "31", "0", "Wendy K.", "6", "calm, good vis"),
    ("2025-09-13", "Leleiwi", "T1", "07:55", "4.2", "28.3", "24", "2", "Leilani K.", "5", "few pale Montipora plates"),
    ("2025-09-13", "Leleiwi", "T2", "08:40", "3.6", "28.4", "22", "2", "Leilani K.", "5", "T2 temps missing on 2 sheets"),
    ("2025-10-11", "Richardson", "T1", "07:35", "3.0", "28.3", "30", "1", "Wendy K.", "7", ""),
    ("2025-10-11", "Leleiwi", "T1", "07:50", "4.1", "28.5", "24", "4", "Leilani K.", "6", "paling spreading; photos w/ color card"),
    ("2025-11-08", "Richardson", "T1", "07:45", "3.2", "27.6", "30", "3", "Wendy K.", "8", "2 new volunteers"),
    ("2025-11-08", "Leleiwi", "T1", "08:00", "4.0", "27.8", "23", "9", "Leilani K.", "7", "bleaching on plates + some Porites"),
    ("2025-11-08", "Leleiwi", "T2", "08:45", "3.5", "27.9", "21", "8", "Leilani K.", "7", ""),
    ("2025-12-13", "Richardson", "T1", "07:40", "3.1", "26.4", "29", "5", "Wendy K.", "9", "Tomas's last survey as coord."),
    ("2025-12-13", "Leleiwi", "T1", "07:55", "4.2", "26.1", "23", "12", "Leilani K.", "8", "Keoni's first survey (on my transect)"),
    ("2026-01-10", "Richardson", "T1", "07:05", "3.0", "24.2", "29", "6", "Kalani P.", "11", "first early start; cold"),
    ("2026-01-10", "Leleiwi", "T1", "07:15", "4.1", "23.9", "22", "15", "Leilani K.", "9", "freshwater lens very cold"),
    ("2026-02-14", "Richardson", "T1", "07:10", "3.1", "23.8", "29", "7", "Kalani P.", "10", "cold rain"),
    ("2026-02-14", "Leleiwi", "T1", "07:20", "4.0", "23.6", "21", "22", "Leilani K.", "9", "22% bleached - worst yet at this site; mostly Montipora plates, some Pocillopora"),
    ("2026-02-14", "Leleiwi", "T2", "08:05", "3.4", "23.7", "20", "17", "Leilani K.", "9", "photos on shared drive"),
    ("2026-03-14", "Richardson", "T1", "07:05", "3.0", "24.0", "29", "6", "Kalani P.", "12", "showers"),
    ("2026-03-14", "Leleiwi", "T1", "07:15", "4.1", "24.0", "21", "19", "Leilani K.", "10", "some plates regaining color"),
    ("2026-03-14", "Leleiwi", "T2", "08:00", "3.5", "24.1", "20", "14", "Leilani K.", "10", ""),
]
CSV_FILES["data/reef-survey-log.csv"] = to_csv(
    ["date", "site", "transect", "in_water", "depth_m", "water_temp_c", "hard_coral_pct",
     "bleached_pct", "team_lead", "volunteers", "notes"], SURVEYS)
