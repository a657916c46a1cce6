import csv, io
from common import write

BUDGET = [
    ["category", "item", "vendor", "estimate", "actual", "paid_to_date", "status", "notes"],
    ["contract", "Base contract NLB-25-0412", "North Loop Builders & Remodeling", "48750.00", "48750.00", "36562.50", "in progress", "30% deposit 05/20; 25% rough-in 08/25; 25% cabinets 09/22; 10% at completion; 10% holdback until final + lien waivers"],
    ["change order", "CO-1 rotted subfloor under old sink", "North Loop Builders & Remodeling", "", "780.00", "780.00", "approved 07/16", "concealed condition"],
    ["change order", "CO-2 upper cabinets on window wall (instead of open shelving)", "North Loop Builders & Remodeling", "", "2150.00", "2150.00", "approved 08/11", "reversed the June open-shelf plan"],
    ["change order", "CO-3 (original) DW circuit/GFCI + soffit drywall + dumpster", "North Loop Builders & Remodeling", "", "1865.00", "0.00", "disputed 10/03 - superseded", "replaced by CO-3R"],
    ["change order", "CO-3R GFCI relocation + drywall patch (dumpster waived)", "North Loop Builders & Remodeling", "", "900.00", "0.00", "accepted 11/10", "pay with final invoice"],
    ["countertops", "Quartz Pewter Mist honed, mitered peninsula (order LSS-88213-B)", "Lakeside Stone & Surfaces", "4180.00", "4620.00", "2090.00", "install 11/18", "orig. Frost Drift $4,180; +$440 for change; balance due at install"],
    ["appliances", "Fridge + slide-in range + dishwasher", "Midtown Appliance", "7200.00", "6840.00", "6840.00", "delivered 09/26", "in garage until install"],
    ["appliances", "Range hood insert 30in", "Midtown Appliance", "650.00", "589.00", "589.00", "installed", ""],
    ["fixtures", "Undermount sink single bowl", "Hardware Haus", "500.00", "465.00", "465.00", "on site", ""],
    ["fixtures", "Faucet pull-down matte black", "Hardware Haus", "350.00", "312.00", "312.00", "on site", ""],
    ["lighting", "Pendant lights over peninsula x2 (Halden, aged brass)", "Lumen Loft", "450.00", "389.00", "389.00", "bought 09/20", "waiting on electrician"],
    ["lighting", "Under-cabinet LED kit + dimmer", "Lumen Loft", "200.00", "148.00", "148.00", "installed", ""],
    ["hardware", "Cabinet pulls + knobs (brushed brass)", "Hardware Haus", "300.00", "236.00", "236.00", "installed", ""],
    ["tile", "Backsplash zellige-look ceramic Sea Salt 38 sq ft", "Northern Tile Co.", "1000.00", "1120.00", "1120.00", "on site", "grout color TBD"],
    ["living costs", "Takeout/eating out during reno (Jul-Nov)", "various", "1200.00", "1840.00", "1840.00", "ongoing", "September alone was $600+"],
    ["living costs", "Dog daycare on loud days", "Happy Tails Daycare", "200.00", "180.00", "180.00", "", "Juni, demo + saw days"],
    ["misc", "Permit fee", "City of Minneapolis", "0.00", "0.00", "0.00", "included in contract", "BLDR-25-018842"],
    ["misc", "Contingency (10%)", "", "5600.00", "", "", "", "draw from here for COs"],
]

HSA = [
    ["date_of_service", "payee", "patient", "description", "amount", "paid_with", "reimbursed_from_hsa", "reimb_date", "docs_saved", "notes"],
    ["2025-01-22", "Southside Imaging Center", "Nate", "MRI left knee", "1890.00", "Visa", "yes", "2025-03-10", "yes", ""],
    ["2025-01-14", "Corner Drug Pharmacy", "Dana", "Rx refill (levothyroxine 90-day)", "12.40", "HSA card", "n/a", "", "yes", ""],
    ["2025-02-03", "Lake Street Dental", "Nate", "Cleaning + x-rays", "187.00", "Visa", "yes", "2025-02-20", "yes", ""],
    ["2025-03-02", "Lakes Regional Medical Center", "Caleb", "ER visit - left wrist fracture", "1150.00", "Visa", "yes", "2025-06-24", "yes", "patient resp per corrected EOB 06/10; paid 06/18"],
    ["2025-03-06", "Northway Orthopedics", "Caleb", "Ortho visit + cast", "214.00", "HSA card", "n/a", "", "yes", ""],
    ["2025-03-15", "Corner Drug Pharmacy", "Caleb", "EpiPen 2-pack (generic)", "35.00", "HSA card", "n/a", "", "yes", "after savings card"],
    ["2025-04-10", "Northway Orthopedics", "Caleb", "Cast removal + x-ray", "96.00", "HSA card", "n/a", "", "yes", ""],
    ["2025-05-02", "Lakes Imaging Associates", "Caleb", "ER x-ray read (radiologist)", "286.00", "HSA card", "n/a", "", "NO", "Evergreen wants itemized receipt by 12/15 - call 612-555-0166"],
    ["2025-06-11", "Clear View Optometry", "Dana", "Eye exam + contacts", "265.00", "Visa", "no", "", "yes", "reimburse later"],
    ["2025-08-29", "Corner Drug Pharmacy", "Nate", "Rx (amoxicillin)", "8.75", "HSA card", "n/a", "", "yes", ""],
    ["2025-09-30", "Lake Street Dental", "Caleb", "Cleaning + sealants", "142.00", "Visa", "no", "", "yes", "reimburse later"],
    ["2025-10-17", "North Clinic Family Med", "Dana", "Annual physical labs (not preventive-coded)", "64.00", "Visa", "no", "", "yes", "disputing coding? probably not worth it"],
    ["2025-11-01", "Clear View Optometry", "Nate", "Glasses", "318.00", "Visa", "no", "", "NO", "receipt in Nate's car"],
]


def to_csv(rows):
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    return buf.getvalue()


def build():
    return [write("data/remodel-budget.csv", to_csv(BUDGET)),
            write("data/hsa-expenses-2025.csv", to_csv(HSA))]
