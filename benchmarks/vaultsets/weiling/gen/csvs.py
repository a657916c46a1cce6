"""The two CSV files."""
import csv
import io

CSVS = {}


def to_csv(header, rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue().encode("utf-8")


RENO = [
    ("2024-08-06", "Studio Kayu Interior", "ID design deposit", "1000.00", "PayNow", "SK-DEP-118", "forfeited when we dropped them :("),
    ("2024-08-14", "HDB", "Stamp duty + legal fees (cash portion)", "2384.50", "NETS", "", "CPF covered the rest"),
    ("2024-10-21", "Hup Seng Renovation", "Contract deposit 10% (on Rev A)", "3420.00", "Bank transfer", "HS-INV-0419", ""),
    ("2024-11-09", "Arctic Breeze Aircon", "Aircon deposit (System 4)", "500.00", "Credit card", "AB-24-3318", ""),
    ("2024-11-30", "Jin Seng Grille & Gate", "Grille gate + 5 window grilles deposit", "300.00", "PayNow", "", "balance on install"),
    ("2025-01-06", "Hup Seng Renovation", "Progress payment - 30% on start", "10944.00", "Bank transfer", "HS-INV-0502", "hacking day"),
    ("2025-01-20", "Jin Seng Grille & Gate", "Grille gate + window grilles balance", "1680.00", "PayNow", "", "white powder coat"),
    ("2025-02-20", "RS Electrical Works (Ravi)", "DB box upgrade + 14 lighting points + 2 power pts (study)", "1850.00", "PayNow", "", "receipt via WhatsApp"),
    ("2025-02-27", "Arctic Breeze Aircon", "Aircon balance (System 4)", "4480.00", "Credit card", "AB-24-3318", "paid after testing all 4 fan coils"),
    ("2025-02-28", "M1", "Fibre broadband installation", "0.00", "-", "", "free w 24-mth contract; wifi router incl."),
    ("2025-03-03", "Hup Seng Renovation", "Progress payment - 40% after carpentry install", "14592.00", "Bank transfer", "HS-INV-0561", ""),
    ("2025-03-08", "Hup Seng Renovation", "Variation order VO1 - extra trunking + 2 data points", "380.00", "PayNow", "HS-VO-01", ""),
    ("2025-03-15", "Lighting Loft", "Pendant lights (dining) + track lights (living)", "1268.00", "Credit card", "LL-33187", ""),
    ("2025-04-07", "Hup Seng Renovation", "Final payment after handover walkthrough", "7524.00", "Bank transfer", "HS-INV-0612", "23 defects listed, fix within 1 wk"),
    ("2025-04-12", "ShopNest", "Bathroom accessories + shower caddy", "92.60", "Credit card", "SN-90022418", ""),
    ("2025-04-20", "Curtain Bros", "Linen curtains + blackout (3 rooms) deposit", "450.00", "PayNow", "", ""),
    ("2025-04-26", "BrightHome Electrical", "Washer + dryer stack", "1899.00", "Credit card", "BH-778201", "delivery TBC"),
    ("2025-05-03", "Curtain Bros", "Curtains balance", "1120.00", "PayNow", "", "installed 3/5"),
    ("2025-05-10", "Eco Wifi Store", "Wi-Fi mesh extra node (study)", "129.00", "Credit card", "", "signal weak in study corner"),
]
CSVS["finance/reno_payments.csv"] = to_csv(
    ["date", "payee", "description", "amount_sgd", "method", "ref", "notes"], RENO)

PHYSIO = [
    ("2024-10-08", "Nurul", "Tampines Poly", "quad sets, heel slides, walking w frame", "6", "70", "first session, Papa nervous"),
    ("2024-10-15", "Nurul", "Tampines Poly", "heel slides, SLR", "6", "75", ""),
    ("2024-10-22", "Nurul", "Tampines Poly", "sit-to-stand, stairs practice", "5", "80", "tried the 'do less' trick, failed lol"),
    ("2024-10-29", "Nurul", "Tampines Poly", "static bike (no resistance)", "5", "84", ""),
    ("2024-11-12", "Nurul", "Tampines Poly", "bike, step-ups", "4", "90", "90 deg! switched to stick outdoors"),
    ("2024-11-26", "Nurul", "Tampines Poly", "balance, step-ups", "4", "95", ""),
    ("2024-12-10", "Nurul", "Tampines Poly", "bike 10 min, mini squats", "3", "98", ""),
    ("2024-12-17", "Nurul", "Tampines Poly", "review + home programme", "3", "100", "Nurul's last session (maternity leave)"),
    ("2025-01-07", "Jonathan Koh", "Tampines Poly", "assessment, bike, lunges (supported)", "4", "102", "new therapist, Papa says 'fierce'"),
    ("2025-01-10", "Jonathan Koh", "Tampines Poly", "bike, stairs", "3", "103", ""),
    ("2025-01-21", "Jonathan Koh", "Tampines Poly", "bike, balance board", "3", "105", ""),
    ("2025-02-04", "Jonathan Koh", "Tampines Poly", "walking drills, step-downs", "3", "106", ""),
    ("2025-02-13", "Jonathan Koh", "Tampines Poly", "bike, step-downs", "4", "106", "moved to Thu 2pm, knee stiff after his nap"),
    ("2025-02-25", "Jonathan Koh", "Tampines Poly", "bike 15 min, mini squats", "2", "108", ""),
    ("2025-03-11", "Jonathan Koh", "Tampines Poly", "outdoor walking 20 min", "2", "110", ""),
    ("2025-03-28", "Jonathan Koh", "Tampines Poly", "review", "2", "112", "goes down to 1x a week from April"),
    ("2025-04-08", "Farhan Ismail", "Tampines Poly", "re-assessment, bike, step-ups", "2", "113", "new therapist again, very patient"),
    ("2025-04-15", "Farhan Ismail", "Tampines Poly", "balance, single-leg stand", "2", "114", ""),
    ("2025-04-29", "Farhan Ismail", "Tampines Poly", "walking endurance 30 min", "1", "115", ""),
    ("2025-05-13", "Farhan Ismail", "Tampines Poly", "stairs w/o rail, bike", "1", "117", ""),
    ("2025-05-20", "Farhan Ismail", "Tampines Poly", "home programme update", "1", "118", "Farhan: can start slow walks at Eco Green"),
]
CSVS["notes/dad/physio_log.csv"] = to_csv(
    ["date", "therapist", "venue", "focus", "pain_0_10", "flexion_deg", "notes"], PHYSIO)
