"""Two CSV files: the flat ledger and the work inspection log."""
import csv
import io


def to_csv(header, rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue().encode("utf-8")


LEDGER = [
    ("2024-11-18", "geyser", "Ndlovu Plumbing & Gas", "Emergency call-out, isolate burst geyser", "650.00", "cheque acc", "NP-0311", ""),
    ("2024-11-19", "geyser", "Coastal Hardware", "Buckets, mop, towels, plastic sheeting", "389.90", "credit card", "", "emergency"),
    ("2025-01-15", "geyser", "Ndlovu Plumbing & Gas", "Excess on geyser claim (insurer paid the rest direct)", "2500.00", "cheque acc", "NP-0342", ""),
    ("2025-01-15", "geyser", "Ndlovu Plumbing & Gas", "Call-out refunded by insurer?", "0.00", "", "", "asked Ubuntu - not covered, never mind"),
    ("2025-03-12", "inverter", "Sunbird Energy Solutions", "50% deposit - inverter + battery (as per quote)", "19250.00", "savings", "INV-SB-1187", "Sipho gave R8 000 towards it"),
    ("2025-03-20", "burglar bars", "Steelguard Durban", "50% deposit", "6450.00", "cheque acc", "Q-SG-2291-R1", ""),
    ("2025-04-04", "inverter", "Sunbird Energy Solutions", "Balance on installation", "19250.00", "savings", "INV-SB-1187", ""),
    ("2025-04-05", "inverter", "Coastal Hardware", "Multiplug + extension reel for the lounge", "229.00", "credit card", "", ""),
    ("2025-04-23", "burglar bars", "Steelguard Durban", "Balance on completion", "6450.00", "cheque acc", "Q-SG-2291-R1", "gate lock snag later"),
    ("2025-05-31", "bathroom", "Tile Depot Umbilo", "Porcelain floor/wall tiles 14.5 m2 + 10% extra", "7820.00", "credit card", "TD-55812", ""),
    ("2025-05-31", "bathroom", "Tile Depot Umbilo", "Adhesive, grout, trims, spacers", "1465.00", "credit card", "TD-55812", ""),
    ("2025-06-16", "electrical", "ShopKZN", "LED bulbs x6 + smart plug", "628.00", "credit card", "SK-7781204", ""),
    ("2025-06-23", "bathroom", "Sbu Ngcobo (tiler)", "Labour - 50% upfront", "3200.00", "cash", "", ""),
    ("2025-06-28", "bathroom", "Coastal Hardware", "New toilet seat, mixer tap, silicone", "1385.00", "credit card", "", ""),
    ("2025-07-04", "bathroom", "Sbu Ngcobo (tiler)", "Labour - balance", "3200.00", "cash", "", "great job"),
    ("2025-07-04", "bathroom", "Sbu Ngcobo (tiler)", "Tip + lunch for the helpers", "400.00", "cash", "", ""),
    ("2025-08-09", "bathroom", "Coastal Hardware", "Extractor fan", "0.00", "", "", "returned, wrong size"),
    ("2025-09-12", "geyser", "AquaFix Plumbing", "PCV + vacuum breaker + labour", "1150.00", "cheque acc", "AF-20931", "not claiming, under excess"),
    ("2025-09-19", "electrical", "Vumanet", "Router replacement after lightning", "0.00", "", "", "ISP replaced free"),
    ("2025-10-02", "ceiling", "Coastal Hardware", "Ceiling paint 5L - on hold", "0.00", "", "", "waiting for insurer before buying"),
    ("2025-10-16", "burglar bars", "-", "Took morning leave for Steelguard gate lock visit", "0.00", "", "", "they didn't pitch"),
]

LOG = [
    ("2025-01-08", "C0811", "2-cell pipe culvert", "D1012", "1.9", "Ndwedwe", "Routine (post-rain)", "2", "2", "2", "Low", "T Mokoena", "Silt in both barrels, clean at next maintenance"),
    ("2025-01-08", "C0814", "Box culvert 1-cell", "D1012", "3.2", "Ndwedwe", "Routine (post-rain)", "3", "2", "3", "Medium", "T Mokoena", "Inlet headwall cracked"),
    ("2025-01-14", "C0902", "Pipe culvert", "D2183", "0.6", "Inanda", "Routine (post-rain)", "1", "1", "1", "Low", "M Khumalo", ""),
    ("2025-01-21", "C0955", "Box culvert 2-cell", "P100", "23.6", "Inchanga", "Routine", "2", "3", "2", "Medium", "T Mokoena", "Debris at inlet, vegetation"),
    ("2025-02-04", "B1803", "Bridge 2-span", "P164", "3.1", "Queensburgh", "Routine", "2", "2", "2", "Low", "T Mokoena", "Guardrail damage"),
    ("2025-02-19", "C1010", "Pipe culvert", "D1012", "6.8", "Ndwedwe", "Routine", "2", "1", "2", "Low", "N Cele", "first solo-ish"),
    ("2025-03-06", "B2010", "Bridge 3-span", "P577", "11.0", "Hammarsdale", "Routine", "3", "2", "2", "Medium", "T Mokoena", "Exp joint seal failed"),
    ("2025-03-25", "C1120", "Box culvert 3-cell", "P100", "18.2", "Cato Ridge", "Routine", "2", "2", "2", "Low", "M Khumalo", ""),
    ("2025-04-15", "C0873", "3-cell box culvert", "D1012", "4.7", "Ndwedwe", "Routine", "3", "2", "3", "Medium", "M Khumalo", "Minor outlet erosion"),
    ("2025-05-06", "C0873", "3-cell box culvert", "D1012", "4.7", "Ndwedwe", "Post-flood (April rains)", "4", "3", "4", "URGENT", "T Mokoena", "Outlet scour ~1.2 m, L wingwall footing exposed, headwall undermined - see email thread re repair"),
    ("2025-05-22", "C0873", "3-cell box culvert", "D1012", "4.7", "Ndwedwe", "Construction supervision", "", "", "", "URGENT", "T Mokoena", "Emergency works in progress (Umgeni Civils)"),
    ("2025-06-05", "B1940", "Bridge 1-span", "D2183", "2.4", "Inanda", "Ad hoc (washaway)", "4", "2", "4", "URGENT", "T Mokoena", "Approach fill void behind N abutment 3x2x1 m, lane closed"),
    ("2025-06-18", "C1204", "Pipe culvert", "D2202", "0.9", "Verulam", "Routine", "2", "2", "1", "Low", "N Cele", ""),
    ("2025-07-09", "B1803", "Bridge 2-span", "P164", "3.1", "Queensburgh", "Follow-up", "2", "2", "2", "Low", "M Khumalo", "Guardrail repaired"),
    ("2025-07-23", "C0955", "Box culvert 2-cell", "P100", "23.6", "Inchanga", "Follow-up", "1", "1", "1", "Low", "N Cele", "Cleared"),
    ("2025-08-12", "C0873", "3-cell box culvert", "D1012", "4.7", "Ndwedwe", "Follow-up", "1", "1", "2", "Low", "T Mokoena", "Repairs complete, monitoring after rain"),
    ("2025-08-27", "B2044", "Bridge 2-span", "R102", "44.3", "Tongaat", "Routine", "2", "2", "3", "Medium", "T Mokoena", "Bearing shelf debris"),
    ("2025-09-16", "C0814", "Box culvert 1-cell", "D1012", "3.2", "Ndwedwe", "Follow-up", "3", "2", "3", "Medium", "M Khumalo", "Headwall crack unchanged"),
    ("2025-10-02", "B3051", "Bridge 3-span", "D2183", "7.5", "Inanda", "Routine", "3", "3", "3", "Medium", "T Mokoena", "Scour at pier 1, report due 31 Oct"),
    ("2025-10-07", "C0873", "3-cell box culvert", "D1012", "4.7", "Ndwedwe", "Follow-up (after Sept rain)", "1", "1", "1", "Low", "N Cele", "No movement"),
]

FILES = {
    "finance/flat-ledger-2025.csv": to_csv(
        ["date", "category", "supplier", "description", "amount_zar", "paid_from", "ref", "notes"], LEDGER),
    "work/inspection-log-2025.csv": to_csv(
        ["date", "structure_id", "type", "road", "km", "nearest_place", "inspection_type",
         "D", "E", "R", "priority", "inspector", "notes"], LOG),
}
