import csv, io
from lib import write_text

ROWS = [
    ("date", "item", "supplier", "category", "estimate_gbp", "actual_gbp", "status", "notes"),
    ("2024-10-12", "Flat-pack kitchen (units, laminate worktop, handles)", "Nordhem Kitchens", "cabinets", "6840.00", "6840.00", "cancelled", "cancelled 4 Mar 2025 - refunded in full 19 Mar"),
    ("2025-03-19", "Refund - flat-pack kitchen", "Nordhem Kitchens", "cabinets", "", "-6840.00", "refunded", ""),
    ("2025-03-12", "Bespoke painted in-frame kitchen incl. walnut worktops + fitting", "Dunbar & Reid Joinery", "cabinets", "9150.00", "", "quoted", "quote DRJ-2503-14"),
    ("2025-03-20", "Deposit 30%", "Dunbar & Reid Joinery", "cabinets", "", "2745.00", "paid", "bank transfer"),
    ("2025-04-22", "Extra shelving (oak)", "Dunbar & Reid Joinery", "cabinets", "380.00", "", "agreed", "added to quote"),
    ("2025-05-02", "Extractor hood, ducted, 60cm", "online", "appliances", "320.00", "319.99", "paid", "in hall cupboard"),
    ("2025-05-02", "Integrated fridge-freezer 60cm", "online", "appliances", "780.00", "749.00", "paid", "delivery 30 Oct"),
    ("2025-05-02", "Gas hob 4 burner", "online", "appliances", "290.00", "279.00", "paid", ""),
    ("2025-05-02", "Built-in oven", "online", "appliances", "450.00", "429.00", "paid", ""),
    ("2025-06-10", "Sink (fireclay) + tap", "online", "plumbing", "420.00", "438.50", "paid", "tap was more than planned"),
    ("2025-09-24", "Cap + reconnect gas/water (2 visits)", "AR Plumbing & Gas", "plumbing", "240.00", "", "booked", "+ parts at cost"),
    ("2025-09-30", "Electrics: oven circuit, sockets, LED strips", "Lawrie Electrical", "electrics", "780.00", "", "booked", "first fix 20 Oct"),
    ("2025-10-02", "Flooring (lino) incl. ply + underlay", "TBC", "flooring", "1064.00", "", "quoted", ""),
    ("2025-10-01", "Splashback tiles ~4.6 m2 incl. waste", "TBC", "tiling", "350.00", "", "not ordered", "green zellige-style"),
    ("2025-10-01", "Tiler (1 day)", "TBC", "tiling", "250.00", "", "not booked", ""),
    ("2025-10-01", "Brass knobs x14", "TBC", "hardware", "120.00", "", "not ordered", ""),
    ("2025-10-01", "Wall paint + ceiling paint", "TBC", "decorating", "90.00", "", "", "off-white"),
    ("2025-10-01", "Contingency 10%", "", "contingency", "1400.00", "", "", "it's a tenement"),
    ("2025-11-07", "Dunbar & Reid balance (on completion)", "Dunbar & Reid Joinery", "cabinets", "6785.00", "", "due", "incl. extras"),
]


def build():
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for r in ROWS:
        w.writerow(r)
    write_text("data/kitchen-budget.csv", buf.getvalue())
