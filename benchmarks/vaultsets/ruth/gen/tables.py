"""Two CSV files: loft costs ledger and pottery sales log."""
import csv
import io


def to_csv(header, rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


def loft_costs():
    header = ["date", "payee", "what", "amount_gbp", "paid_from", "notes"]
    rows = [
        ["2024-06-18", "Hadwell Drafting (Tom Eke)", "Loft drawings - planning/PD + building regs set", "1150.00", "savings", ""],
        ["2024-07-02", "PS Structures (Priti Shah)", "Structural calcs - steels", "480.00", "savings", ""],
        ["2024-09-05", "Hollis Lofts Ltd", "Deposit 10% - quote Q-2291", "4850.00", "joint a/c", "ref BELL Q2291"],
        ["2024-11-14", "Nationwide", "Remortgage arrangement fee", "999.00", "added to loan", "further advance 55k"],
        ["2024-11-29", "Frost Boundary Surveying", "Party wall - agreed surveyor fee (950 + VAT)", "1140.00", "joint a/c", "invoice on issue of award"],
        ["2024-12-06", "Yare Valley Building Control", "Full plans fee", "612.00", "joint a/c", "ack in email 9 Dec"],
        ["2025-01-13", "Hollis Lofts Ltd", "Stage 1 payment - scaffold up + strip out", "9700.00", "joint a/c", ""],
        ["2025-01-13", "Acle Skips", "8 yard skip", "285.00", "joint a/c", ""],
        ["2025-01-20", "B&Q", "Dust sheets, floor protector, tape", "46.80", "my card", ""],
        ["2025-01-31", "Acle Skips", "Skip swap", "285.00", "joint a/c", ""],
        ["2025-02-14", "Hollis Lofts Ltd", "Stage 2 payment - steels, floor, dormer framed", "12000.00", "joint a/c", "paid after BC signed off steels"],
        ["2025-02-20", "Blinds Direct", "Blackout blinds x3 for the rooflights", "247.50", "my card", ""],
        ["2025-02-22", "Topps Tiles", "Tile samples (grey)", "18.00", "my card", "not decided"],
        ["2025-03-03", "K Mould Electrical", "First fix deposit (loft)", "600.00", "joint a/c", "rest on quote"],
        ["2025-03-08", "Acle Skips", "Skip swap", "285.00", "joint a/c", ""],
        ["2025-03-12", "Screwfix", "Loft hatch lock + draught strip (old hatch)", "23.49", "my card", ""],
    ]
    return "finance/loft-costs.csv", to_csv(header, rows)


def sales():
    header = ["date", "event", "items_sold", "takings_gbp", "card_gbp", "cash_gbp", "notes"]
    rows = [
        ["2024-04-20", "Open studio (garage) - Hadwell art trail", "9", "171.00", "96.00", "75.00", "rained"],
        ["2024-05-25", "Acle spring market", "14", "246.00", "180.00", "66.00", ""],
        ["2024-06-22", "Etsy (month)", "6", "132.00", "132.00", "0.00", "postage eats it"],
        ["2024-07-13", "Holt Makers Fair (summer)", "21", "388.00", "301.00", "87.00", "sold out tenmoku by 2pm"],
        ["2024-08-10", "Hadwell village fete", "11", "88.00", "24.00", "64.00", "mostly spoon rests"],
        ["2024-08-31", "Etsy (month)", "4", "92.00", "92.00", "0.00", ""],
        ["2024-09-21", "Aylsham Town Hall craft fair", "5", "96.00", "48.00", "48.00", "dead"],
        ["2024-09-28", "Etsy (month)", "3", "66.00", "66.00", "0.00", ""],
        ["2024-10-19", "Commission - Mrs Patel (teapot)", "1", "85.00", "85.00", "0.00", ""],
        ["2024-10-31", "Etsy (month)", "7", "158.00", "158.00", "0.00", ""],
        ["2024-11-28", "Commission - wedding plates deposit", "0", "60.00", "60.00", "0.00", "balance due on delivery (end May)"],
        ["2024-11-30", "Holt Makers Fair (Christmas)", "26", "471.00", "402.00", "69.00", ""],
        ["2024-11-30", "Etsy (month)", "12", "276.00", "276.00", "0.00", "Christmas"],
        ["2024-12-14", "Christmas Makers Market - The Forum", "41", "642.50", "498.50", "144.00", "card reader died 2pm - some via Jess"],
        ["2024-12-20", "Etsy (month)", "9", "207.00", "207.00", "0.00", "last posting 18th"],
        ["2025-01-31", "Etsy (month)", "2", "48.00", "48.00", "0.00", "January!"],
        ["2025-02-28", "Etsy (month)", "4", "96.00", "96.00", "0.00", ""],
        ["2025-03-08", "Hadwell WI talk + sale", "8", "152.00", "40.00", "112.00", "did a throwing demo"],
    ]
    return "pottery/sales-log.csv", to_csv(header, rows)


def files():
    return [loft_costs(), sales()]
