# -*- coding: utf-8 -*-
"""Two CSV files: the restaurant supplier invoice ledger and the CPD log."""
import csv
import io

from common import write


def _csv(rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def build():
    inv = [
        ["date", "supplier", "invoice_no", "description", "qty", "unit", "unit_price", "total_inc_gst",
         "due_date", "status", "paid_date", "notes"],
        ["2025-01-07", "Hùng Phát Meats", "HP-1904", "Xương bò (beef bones)", "120", "kg", "3.60", "432.00", "2025-01-21", "Paid", "2025-01-19", ""],
        ["2025-01-10", "Ba Miền Noodle Co", "BM-0311", "Bánh phở tươi (fresh rice noodles)", "60", "kg", "4.80", "288.00", "2025-01-24", "Paid", "2025-01-19", ""],
        ["2025-01-14", "Footscray Fresh Produce", "FFP-22871", "Rau thơm + giá (herbs, bean sprouts) – Tết week", "1", "order", "214.50", "214.50", "2025-01-28", "Paid", "2025-01-26", "Tết order, double herbs"],
        ["2025-01-24", "Sài Gòn Asian Wholesale", "SAW-88120-011", "Nước mắm, hoa hồi, quế, đường phèn", "1", "order", "396.80", "396.80", "2025-02-07", "Paid", "2025-02-02", ""],
        ["2025-02-04", "Hùng Phát Meats", "HP-1937", "Xương bò (beef bones)", "140", "kg", "3.60", "504.00", "2025-02-18", "Paid", "2025-02-16", ""],
        ["2025-02-11", "Hùng Phát Meats", "HP-1951", "Nạm (brisket)", "30", "kg", "16.90", "507.00", "2025-02-25", "Paid", "2025-02-23", ""],
        ["2025-03-04", "Hùng Phát Meats", "HP-1996", "Xương bò (beef bones)", "130", "kg", "3.80", "494.00", "2025-03-18", "Paid", "2025-03-16", "new bone price from March"],
        ["2025-03-18", "Footscray Fresh Produce", "FFP-23410", "Rau thơm + giá + chanh", "1", "order", "231.20", "231.20", "2025-04-01", "Paid", "2025-03-30", ""],
        ["2025-04-08", "Hùng Phát Meats", "HP-2033", "Xương bò (beef bones)", "140", "kg", "3.80", "532.00", "2025-04-22", "Paid", "2025-04-20", "Easter week"],
        ["2025-05-20", "ColdCore Refrigeration", "CC-INV-5571", "Walk-in coolroom – 30% deposit (quote Q25-0412)", "1", "ea", "4455.00", "4455.00", "2025-05-27", "Paid", "2025-05-20", "Khoa approved"],
        ["2025-05-27", "Hùng Phát Meats", "HP-2089", "Xương bò (beef bones)", "150", "kg", "3.80", "570.00", "2025-06-10", "Paid", "2025-06-08", ""],
        ["2025-06-10", "CleanPro Pest Control", "CP-7719", "Quarterly pest control + report", "1", "service", "165.00", "165.00", "2025-06-24", "Paid", "2025-06-15", "report in FSP folder"],
        ["2025-06-24", "Hùng Phát Meats", "HP-2121", "Nạm (brisket)", "35", "kg", "17.20", "602.00", "2025-07-08", "Paid", "2025-07-06", ""],
        ["2025-07-15", "Ba Miền Noodle Co", "BM-0458", "Bánh phở tươi (fresh rice noodles)", "80", "kg", "4.95", "396.00", "2025-07-29", "Paid", "2025-07-27", "winter volume"],
        ["2025-08-05", "Hùng Phát Meats", "HP-2167", "Xương bò (beef bones)", "160", "kg", "4.20", "672.00", "2025-08-19", "Paid", "2025-08-17", "bones up again"],
        ["2025-08-19", "Riverside City Council", "RCC-FP0931-25", "Food premises registration renewal (Class 2)", "1", "ea", "612.00", "612.00", "2025-09-30", "Paid", "2025-08-24", ""],
        ["2025-09-09", "Hùng Phát Meats", "HP-2204", "Xương bò (beef bones)", "150", "kg", "4.20", "630.00", "2025-09-23", "Paid", "2025-09-21", ""],
        ["2025-09-26", "ColdCore Refrigeration", "CC-INV-5702", "Walk-in coolroom – balance 70% on completion", "1", "ea", "10395.00", "10395.00", "2025-10-10", "Paid", "2025-09-28", ""],
        ["2025-10-07", "Hùng Phát Meats", "HP-2245", "Xương bò (beef bones)", "170", "kg", "4.20", "714.00", "2025-10-21", "Paid", "2025-10-19", ""],
        ["2025-10-21", "Sài Gòn Asian Wholesale", "SAW-88120-044", "Nước mắm, gia vị, tương đen, sriracha", "1", "order", "428.60", "428.60", "2025-11-04", "Paid", "2025-11-02", ""],
        ["2025-11-04", "Footscray Fresh Produce", "FFP-25102", "Rau thơm + giá + ớt", "1", "order", "248.90", "248.90", "2025-11-18", "Paid", "2025-11-09", ""],
        ["2025-11-07", "Hùng Phát Meats", "HP-2291", "Mixed: xương bò 150 kg + nạm 30 kg + gân 10 kg", "1", "order", "1286.40", "1286.40", "2025-11-21", "Unpaid", "", "bones 150kg @4.20 + nạm 30kg @17.90 + gân 10kg @11.94 – Khoa to approve (>$1k)"],
    ]
    write("restaurant/supplier_invoices_2025.csv", _csv(inv))

    cpd = [
        ["date", "activity", "provider", "group", "hours", "credits", "cumulative_credits", "evidence", "notes"],
        ["2024-12-10", "Journal club presentation: DOAC reversal", "Saltwater Pharmacy", "2", "1.0", "2.0", "2.0", "slides.pdf", "CPD year starts 1 Dec"],
        ["2025-01-22", "Podcast + quiz: heart failure update", "Pharmacy Practice Bulletin", "2", "1.0", "1.0", "3.0", "quiz_cert.pdf", ""],
        ["2025-02-13", "Grand rounds: sepsis bundle", "Saltwater Hospital", "1", "1.0", "1.0", "4.0", "attendance", ""],
        ["2025-03-05", "Online module: paediatric dosing", "SHPA", "2", "2.0", "4.0", "8.0", "certificate", ""],
        ["2025-03-27", "Reading: anticoagulant reversal consensus", "self", "1", "1.5", "1.5", "9.5", "reflection note", ""],
        ["2025-04-15", "Podcasts + quizzes x2 (tram!)", "Pharmacy Practice Bulletin", "2", "1.0", "2.0", "11.5", "quiz_cert.pdf", ""],
        ["2025-05-08", "Workshop: clinical audit methods", "Clinical Governance Unit", "2", "3.0", "6.0", "17.5", "certificate", "for QA-2025-117"],
        ["2025-05-21", "Journal club (attendee)", "Saltwater Pharmacy", "1", "1.0", "1.0", "18.5", "attendance", ""],
        ["2025-06-12", "Webinar: antimicrobial stewardship update", "SHPA", "2", "1.5", "3.0", "21.5", "certificate", ""],
        ["2025-07-03", "Reading: VTE prevention guideline update", "self", "1", "2.0", "2.0", "23.5", "reflection note", "audit background"],
        ["2025-07-24", "Precepting interns", "Saltwater Pharmacy", "1", "2.0", "2.0", "25.5", "log", ""],
        ["2025-08-14", "Reflective practice: goals from performance review", "self", "1", "1.0", "1.0", "26.5", "reflection note", ""],
        ["2025-08-28", "Podcast + quiz: renal dosing basics", "Pharmacy Practice Bulletin", "2", "0.5", "1.0", "27.5", "quiz_cert.pdf", ""],
        ["2025-09-11", "Grand rounds: delirium in older adults", "Saltwater Hospital", "1", "1.0", "1.0", "28.5", "attendance", ""],
        ["2025-09-30", "Online module: oncology supportive care", "SHPA", "2", "1.5", "3.0", "31.5", "certificate", ""],
        ["2025-10-16", "Journal club presenter: SGLT2i perioperative", "Saltwater Pharmacy", "2", "1.0", "2.0", "33.5", "slides.pdf", ""],
        ["2025-11-06", "Precepting new grad (orientation week)", "Saltwater Pharmacy", "1", "1.0", "1.0", "34.5", "log", "total so far"],
        ["2025-11-20", "Webinar: anticoagulation stewardship", "SHPA", "2", "2.0", "", "", "", "BOOKED – not done yet (~3 credits)"],
    ]
    write("work/cpd_log_2025.csv", _csv(cpd))
