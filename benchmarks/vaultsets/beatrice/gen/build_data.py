"""CSV files."""
import csv, io
from common import write_text

def build():
    rows = [
        ('date', 'course', 'provider', 'format', 'credits', 'category', 'status', 'certificate_on_file'),
        ('2022-09-17', 'Diabetic Foot Assessment Workshop', 'Ontario Foot Care Network', 'in person', '6.5', 'wound', 'earned', 'yes'),
        ('2023-02-08', 'Pressure Injury Staging (webinar)', 'WPCB', 'webinar', '1.5', 'wound', 'earned', 'yes'),
        ('2023-05-30', 'Advanced Pharmacology for NPs - modules 1-4 of 8', 'NP Learning Hub', 'online', '4.0', 'general', 'earned', 'yes'),
        ('2023-11-04', 'Antimicrobial Stewardship in Wound Care', 'Humber Ridge Simulation Centre', 'in person', '4.0', 'wound', 'earned', 'yes'),
        ('2024-04-20', 'Regional NP Conference - day 1 sessions', 'Ontario NP Forum', 'conference', '5.0', 'general', 'earned', 'yes'),
        ('2024-10-09', 'Skin Tears & Moisture-Associated Skin Damage', 'WPCB', 'webinar', '1.5', 'wound', 'earned', 'yes'),
        ('2025-03-26', 'Opioid Stewardship in Primary Care', 'NP Learning Hub', 'online', '3.0', 'general', 'earned', 'yes'),
        ('2025-06-11', 'Pressure Injury Prevention update (GJCHC in-service)', 'GJCHC', 'in person', '1.5', 'wound', 'earned', 'no - ask Rosalind'),
        ('2025-10-15', 'Infection Prevention & Control refresher', 'Public Health Ontario-style module', 'online', '2.5', 'general', 'earned', 'yes'),
        ('2026-03-21', 'Compression Therapy Hands-On Lab', 'WPCB', 'in person', '7.0', 'wound', 'registered', ''),
        ('', 'TOTAL EARNED (cycle to date)', '', '', '29.5', 'wound 15.0 / general 14.5', '', ''),
    ]
    b = io.StringIO()
    csv.writer(b, lineterminator='\n').writerows(rows)
    write_text('data/ce-credits.csv', b.getvalue())

    rows = [
        ('date', 'item', 'paid_by', 'amount', 'split', 'notes'),
        ('2025-03-06', 'CottageNest booking CN-58213 (7 nights + cleaning + HST)', 'Bea', '4779.90', 'rental', 'Visa; Lorna flat 600; rest /3 = 1393.30'),
        ('2025-03-06', 'Damage deposit hold', 'Bea', '500.00', 'refundable', 'released 2025-08-08'),
        ('2025-07-26', 'Groceries - Minden Foodland', 'Odile', '412.60', 'extras /4', ''),
        ('2025-07-31', 'Pontoon rental (Thursday)', 'Grace', '285.00', 'extras /4', ''),
        ('2025-07-30', 'Firewood + ice, marina', 'Bea', '64.40', 'extras /4', ''),
        ('2025-08-08', 'Deposit released + host credit', 'Gord', '-650.00', 'refund', '500 deposit + 150 date-change credit back to Bea'),
        ('2025-08-10', 'e-transfer from Lorna', 'Lorna', '790.50', 'settle', 'paid in full'),
        ('2025-08-12', 'e-transfer from Odile', 'Odile', '1171.20', 'settle', 'paid in full'),
        ('2025-10-18', 'e-transfer from Grace (part)', 'Grace', '650.00', 'settle', 'owed 1298.80 - balance 648.80 outstanding'),
        ('', 'OUTSTANDING', 'Grace', '648.80', '', 'as of 2026-03-01'),
    ]
    b = io.StringIO()
    csv.writer(b, lineterminator='\n').writerows(rows)
    write_text('data/cottage-costs-2025.csv', b.getvalue())

if __name__ == '__main__':
    build()
