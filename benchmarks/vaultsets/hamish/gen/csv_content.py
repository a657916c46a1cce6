# -*- coding: utf-8 -*-
"""CSV files: bulk milk log and sleepout cost ledger."""

MILK_HEADER = ["date", "litres", "kgMS", "fat_pct", "protein_pct", "bulk_scc_000", "vat_temp_c", "notes"]
MILK_ROWS = [
    ["2025-08-01", "5840", "498", "4.82", "3.71", "142", "4.1", "early calvers + heifers"],
    ["2025-08-07", "6910", "590", "4.85", "3.69", "151", "4.0", ""],
    ["2025-08-13", "7780", "662", "4.79", "3.72", "163", "5.2", "vat running warm - check chiller plate"],
    ["2025-08-19", "8420", "716", "4.77", "3.73", "158", "4.0", "chiller plate cleaned"],
    ["2025-08-25", "8990", "764", "4.74", "3.75", "171", "3.9", ""],
    ["2025-08-31", "9450", "801", "4.70", "3.77", "189", "4.0", "2 clinicals, R.Front"],
    ["2025-09-06", "9810", "830", "4.68", "3.78", "231", "4.1", "SCC spike - RMT'd 2nd row"],
    ["2025-09-12", "10020", "846", "4.66", "3.79", "204", "4.0", ""],
    ["2025-09-18", "10240", "864", "4.65", "3.80", "186", "3.9", "herd test day before"],
    ["2025-09-24", "10410", "878", "4.64", "3.81", "169", "3.8", ""],
    ["2025-09-30", "10560", "890", "4.63", "3.80", "162", "3.9", ""],
    ["2025-10-06", "10680", "900", "4.62", "3.81", "155", "4.0", "peak-ish"],
    ["2025-10-12", "10720", "903", "4.61", "3.82", "159", "4.0", ""],
    ["2025-10-18", "10690", "900", "4.60", "3.82", "166", "4.1", ""],
    ["2025-10-24", "10610", "893", "4.60", "3.83", "172", "4.0", "day before AI starts"],
    ["2025-10-30", "10480", "882", "4.61", "3.83", "181", "4.2", "PKE load delivered"],
    ["2025-11-05", "10330", "870", "4.62", "3.84", "194", "4.0", "culled 6 chronic high SCC cows"],
    ["2025-11-09", "10210", "861", "4.63", "3.85", "183", "4.0", ""],
    ["2025-11-14", "10090", "851", "4.64", "3.86", "176", "3.9", "SCC coming back down"],
]

COST_HEADER = ["date", "supplier", "item", "amount_nzd", "paid_by", "notes"]
COST_ROWS = [
    ["2025-05-10", "Hollis Contracting", "digger hire 1/2 day - site levelling", "320.00", "H card", "mate's rate"],
    ["2025-05-12", "Waipa District Council", "exemption enquiry - no fee", "0.00", "-", "email confirmation kept"],
    ["2025-06-02", "ITM Cambridge", "H5 piles x12 + bearers", "1184.50", "H card", ""],
    ["2025-08-30", "ITM Cambridge", "floor joists + 20mm ply flooring", "2206.80", "joint acct", ""],
    ["2025-09-20", "Dunlop Electrical", "deposit - pre-wire + sub-main", "1500.00", "joint acct", "quote 3950 + GST"],
    ["2025-09-30", "Cambridge Readymix", "1.2 m3 concrete (piles) - invoice", "468.00", "H card", "truck fee incl"],
    ["2025-10-01", "ITM Cambridge", "framing timber 90x45 SG8", "3390.40", "joint acct", ""],
    ["2025-10-01", "Mitre 10", "nails, screws, brackets, fixings", "412.35", "H card", ""],
    ["2025-10-02", "Mitre 10", "wasp powder + torch", "26.98", "H card", "nest in the stack"],
    ["2025-10-08", "Roofing Direct Waikato", "Colorsteel roofing + flashings", "2870.00", "joint acct", ""],
    ["2025-10-08", "Roofing Direct Waikato", "roofing underlay + screws", "318.20", "joint acct", ""],
    ["2025-10-10", "Robbie Tane", "labour - framing wknd (16 h)", "880.00", "cash", "$55/h"],
    ["2025-10-14", "Cambridge Aluminium", "2 windows + ranch slider", "3960.00", "joint acct", "deposit paid in Aug"],
    ["2025-10-17", "ITM Cambridge", "cladding (order 55812)", "4380.00", "joint acct", ""],
    ["2025-10-20", "Mitre 10", "R2.6 wall batts + R3.6 ceiling batts", "1146.00", "H card", ""],
    ["2025-10-24", "Robbie Tane", "labour - roof + cladding (22 h)", "1210.00", "cash", ""],
    ["2025-11-01", "GIB Centre Hamilton", "GIB board + stopping", "1288.60", "joint acct", ""],
    ["2025-11-08", "Robbie Tane", "labour - lining (12 h)", "660.00", "cash", ""],
    ["2025-11-10", "Mitre 10", "stain - dark, 2 x 10 L", "389.00", "H card", "for outside"],
    ["2025-11-12", "Dunlop Electrical", "balance - wiring + fit-off", "3042.50", "joint acct", ""],
]
