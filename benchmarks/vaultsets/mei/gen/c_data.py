# -*- coding: utf-8 -*-
"""Two CSV files: kitchen reno payments ledger, Mum's glucose log."""
OUT = {}

RENO = [
    ("date", "paid_to", "description", "amount_sgd", "method", "ref", "notes"),
    ("2025-03-10", "Hup Seng Reno & Build", "Deposit 10%", "1860.00", "PayNow", "HS-DEP-0310", "on Q-HS-25-014"),
    ("2025-03-15", "Hoe Kee Tiles", "Sample tiles (2 pcs) - refundable", "20.00", "cash", "", "refunded Sep"),
    ("2025-04-19", "ApplianceHub", "Hob - Kuchen 60cm (GSS sale)", "1180.00", "Visa", "AH-771203", "install by Alvin"),
    ("2025-04-19", "ApplianceHub", "Slimline hood 90cm (recirculation)", "690.00", "Visa", "AH-771203", ""),
    ("2025-05-02", "ApplianceHub", "New pots set (3 pcs)", "159.00", "Visa", "AH-780115", "Mum's old ones warped"),
    ("2025-06-07", "Taobao", "Drawer organisers + spice rack", "64.30", "Visa", "", ""),
    ("2025-09-12", "Hoe Kee Tiles", "Sample refund", "-20.00", "cash", "", ""),
    ("2025-10-04", "ShopLah", "Storage boxes x12 for packing kitchen", "71.60", "PayNow", "SL-87002-13", ""),
    ("2025-10-15", "Hup Seng Reno & Build", "Progress claim 1 - hacking commenced (30%)", "5835.00", "PayNow", "HS-INV-25-101", ""),
    ("2025-10-17", "Kopitiam downstairs", "Tabao dinners week 1 (no kitchen)", "182.40", "cash", "", "not really reno but ya"),
    ("2025-10-24", "Kopitiam downstairs", "Tabao dinners week 2", "168.90", "cash", "", ""),
    ("2025-10-31", "Hup Seng Reno & Build", "Progress claim 2 - tiling completed (20%)", "3890.00", "PayNow", "HS-INV-25-109", ""),
    ("2025-11-01", "Mr Tan (electrician)", "Extra power point in storeroom", "120.00", "cash", "", "not in Alvin's scope"),
    ("2025-11-08", "IKEA Tampines", "Under-cabinet LED strips + bins", "96.50", "Visa", "", ""),
    ("2025-11-14", "Hup Seng Reno & Build", "Progress claim 3 - carpentry installed (30%)", "5835.00", "PayNow", "HS-INV-25-118", ""),
    ("2025-11-16", "ApplianceHub", "Sink tap (pull-out)", "238.00", "Visa", "AH-802277", "Alvin to install with sink"),
    ("2025-11-22", "Cleaning Co", "Post-reno cleaning (booked, pay on the day)", "0.00", "-", "", "S$280 on 29 Nov"),
    ("", "Hup Seng Reno & Build", "Final claim - balance upon handover", "", "", "", "amount TBC on handover"),
]


def csv_line(row):
    out = []
    for c in row:
        if any(ch in c for ch in ",\"\n"):
            c = '"' + c.replace('"', '""') + '"'
        out.append(c)
    return ",".join(out)


OUT["data/kitchen-reno-payments.csv"] = ("\r\n".join(csv_line(r) for r in RENO) + "\r\n").encode("utf-8")

GL = [
    ("date", "time", "type", "mmol_L", "taken_by", "note"),
    ("2025-08-04", "07:40", "fasting", "7.3", "Nilar", ""),
    ("2025-08-06", "07:45", "fasting", "6.9", "Nilar", ""),
    ("2025-08-09", "14:10", "2h after lunch", "9.4", "Nilar", "had chicken rice + kuih"),
    ("2025-08-11", "07:35", "fasting", "7.0", "Nilar", ""),
    ("2025-08-18", "07:50", "fasting", "7.6", "Mei Xin", "at Punggol, after slip scare"),
    ("2025-08-30", "14:05", "2h after lunch", "8.8", "Nilar", ""),
    ("2025-09-08", "07:40", "fasting", "6.8", "Nilar", ""),
    ("2025-09-15", "07:42", "fasting", "7.1", "Nilar", "forgot night tablet"),
    ("2025-09-27", "14:20", "2h after lunch", "8.1", "Nilar", ""),
    ("2025-10-06", "07:38", "fasting", "6.9", "Nilar", ""),
    ("2025-10-13", "07:30", "fasting", "6.7", "Nilar", "blood test at polyclinic after"),
    ("2025-10-17", "07:44", "fasting", "6.6", "Nilar", "new tablet (once a day) from 15 Oct"),
    ("2025-10-22", "07:50", "fasting", "6.4", "Nilar", ""),
    ("2025-10-25", "14:00", "2h after lunch", "7.9", "Mei Xin", "at Xin's (reno dust week)"),
    ("2025-11-03", "07:52", "fasting", "6.1", "Nilar", ""),
    ("2025-11-10", "07:41", "fasting", "6.3", "Nilar", ""),
    ("2025-11-15", "14:12", "2h after lunch", "8.3", "Nilar", "kuih day"),
    ("2025-11-19", "07:39", "fasting", "6.0", "Nilar", ""),
    ("2025-11-23", "08:01", "fasting", "5.9", "Nilar", ""),
]
OUT["data/mum-glucose-log.csv"] = ("\n".join(csv_line(r) for r in GL) + "\n").encode("utf-8")
