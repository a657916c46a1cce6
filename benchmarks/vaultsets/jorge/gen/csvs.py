"""Two CSV files: 2025 jobs ledger and fleet log."""
import csv
import io

LEDGER = [
    ["date", "invoice", "customer", "area", "tech", "job", "equipment", "amount", "status", "notes"],
    ["2025-03-04", "25-0112", "Salinas, R.", "Westover Hills", "Tyler", "diag + capacitor", "Goodman 3T", "254.00", "paid", ""],
    ["2025-03-19", "25-0131", "Olivares", "Castroville", "Ray", "spring maintenance x2", "", "159.00", "paid", "Comfort Club signup"],
    ["2025-04-08", "25-0166", "Treviño, A.", "Leon Valley", "Ray", "changeout 3T", "Coolmark CX14-036 + CA-36C", "7450.00", "paid", "permit 25-RES-4471"],
    ["2025-04-22", "25-0180", "Hernandez, R.", "Leon Valley", "Tyler", "diag", "Coolmark CX14-036 (2020)", "89.00", "paid", "compressor humming - monitor"],
    ["2025-05-13", "25-0214", "Castillo", "Helotes", "Ray", "changeout 4T", "Coolmark CX14-048 + coil", "8690.00", "paid", ""],
    ["2025-05-30", "25-0240", "Hernandez, R.", "Leon Valley", "Ray", "diag", "Coolmark CX14-036 (2020)", "0.00", "n/c", "locked compressor - warranty"],
    ["2025-06-17", "25-0262", "Hernandez, R.", "Leon Valley", "Ray/Tyler", "compressor replace (warranty)", "Coolmark CX14-036", "385.00", "paid", "refrigerant + misc only; labor claimed w/ Coolmark"],
    ["2025-06-24", "25-0271", "Delgado", "Stone Oak", "Tyler", "drain line + float switch", "", "245.00", "paid", ""],
    ["2025-07-08", "25-0290", "Ramos", "Southside", "Ray/Marco", "changeout 3T", "Coolmark CX14-036", "7650.00", "paid", "first one at new price"],
    ["2025-07-10", "25-0296", "Guerra", "Alamo Ranch", "Tyler", "diag + contactor", "", "214.00", "paid", ""],
    ["2025-07-15", "25-0305", "Whitaker", "Terrell Hills", "Ray/Marco", "coil replace", "CA-36C", "2390.00", "paid", ""],
    ["2025-07-02", "25-0286", "Moreno", "Converse", "Jorge", "after-hours diag", "", "154.00", "paid", "on-call"],
    ["2025-08-05", "25-0342", "Ochoa, P.", "Southside", "Ray/Marco", "changeout 2T", "Coolmark CX14-024", "6480.00", "paid", "Denise's cousin - 10% off"],
    ["2025-08-12", "25-0355", "Pruneda", "Alamo Heights", "Tyler", "summer maintenance x2", "", "0.00", "club", "Comfort Club visit 2 of 2"],
    ["2025-08-20", "25-0364", "Fischer", "Boerne", "Ray", "changeout 3T heat pump", "Coolmark CX14-036HP", "9870.00", "paid", ""],
    ["2025-09-09", "25-0390", "Gutierrez", "Olmos Park", "Tyler", "diag - frozen coil", "", "89.00", "paid", "dirty filter"],
    ["2025-09-30", "25-0421", "Villanueva", "Helotes", "Ray", "duct repair", "", "1180.00", "paid", ""],
    ["2025-10-14", "25-0447", "Olivares", "Castroville", "Ray", "fall maintenance", "", "0.00", "club", "wants heat pump quote"],
    ["2025-11-12", "25-0488", "Salas", "Medical Center", "Tyler", "ignitor + flame sensor", "", "265.00", "paid", ""],
    ["2025-11-25", "25-0502", "Olivares", "Castroville", "Ray/Tyler", "heat pump conversion 3T", "Coolmark CX14-036HP + AH", "11240.00", "deposit", "balance on completion"],
    ["2025-12-13", "25-0531", "Benitez", "Southside", "Tyler", "no heat - pilot", "", "89.00", "paid", ""],
    ["2025-12-29", "25-0550", "Reyes", "Leon Valley", "Jorge", "after-hours no heat", "", "154.00", "paid", "on-call"],
]

FLEET = [
    ["date", "van", "odometer", "type", "vendor", "amount", "notes"],
    ["2025-03-10", "Van 1 Transit", "131204", "oil change", "Ernie's Fleet & Diesel", "89.95", ""],
    ["2025-03-28", "Van 3 ProMaster", "118877", "tires (2 front)", "Discount tire on Bandera", "412.30", ""],
    ["2025-04-01", "ALL", "", "insurance (annual)", "Hill Country Insurance Group", "7604.80", "paid in full, 3% off"],
    ["2025-04-15", "Van 2 Express", "58210", "oil change", "Ernie's Fleet & Diesel", "94.50", ""],
    ["2025-05-22", "Van 1 Transit", "134660", "A/C compressor clutch", "Ernie's Fleet & Diesel", "486.12", "ironic"],
    ["2025-06-30", "Van 3 ProMaster", "121390", "sliding door track", "Ernie's Fleet & Diesel", "228.40", "still sticks"],
    ["2025-07-18", "Van 2 Express", "62015", "oil change", "Ernie's Fleet & Diesel", "94.50", "Tyler says whine 2-3"],
    ["2025-08-25", "Van 1 Transit", "138870", "brakes front", "Ernie's Fleet & Diesel", "612.75", ""],
    ["2025-09-19", "Van 1 Transit", "140115", "oil change", "Ernie's Fleet & Diesel", "89.95", ""],
    ["2025-10-29", "Van 2 Express", "68440", "transmission rebuild", "Ernie's Fleet & Diesel", "1342.18", "final invoice incl tax on parts + shop supplies"],
    ["2025-11-20", "Van 3 ProMaster", "124902", "detail + listing", "Marketplace / Craigslist", "145.00", "asking 9900"],
    ["2025-12-13", "Van 3 ProMaster", "125011", "SOLD", "private buyer (Floresville)", "9200.00", "cashier's check - title signed"],
    ["2025-12-16", "ALL", "", "insurance change", "Hill Country Insurance Group", "-611.40", "ProMaster removed, prorated credit"],
    ["2026-01-08", "Van 2 Express", "71230", "oil change", "Ernie's Fleet & Diesel", "96.25", ""],
    ["2026-01-21", "Van 1 Transit", "143090", "battery", "Ernie's Fleet & Diesel", "238.60", "cold snap"],
    ["2026-02-05", "Van 1 Transit", "143902", "oil change", "Ernie's Fleet & Diesel", "92.40", ""],
    ["2026-02-12", "Van 2 Express", "72466", "wiper blades + bulbs", "AutoZone Culebra", "48.17", ""],
]


def _csv(rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerows(rows)
    return buf.getvalue()


def build_all():
    return [("business/jobs-ledger-2025.csv", _csv(LEDGER)), ("vans/fleet-log.csv", _csv(FLEET))]
