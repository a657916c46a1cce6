"""CSV files."""
import csv
import io
from datetime import date, timedelta
from util import out

NO_SAT = {date(2025, 2, 15), date(2025, 2, 22), date(2025, 4, 5), date(2025, 4, 12),
          date(2025, 4, 19), date(2025, 5, 31), date(2025, 11, 1),
          date(2025, 11, 29)}  # 29 Nov = check-out at the old flat
TOPICS = {
    "Ethan": ["surds", "quadratics", "vectors", "circle theorems", "iterations", "Paper 3 practice",
              "probability trees", "algebraic proof", "functions", "histograms"],
    "Aisha": ["fractions", "ratio", "linear graphs", "angles", "simultaneous equations", "percentages",
              "area & volume", "Pythagoras"],
    "Leo": ["11+ NVR", "11+ verbal reasoning", "long division", "fractions", "11+ mock paper",
            "ratio puzzles", "SATs arithmetic"],
    "Mia": ["Paper 2 practice", "trigonometry", "sequences", "revision: algebra"],
    "Sophie": ["GCSE foundation: number", "GCSE foundation: algebra", "resits prep"],
    "Noah": ["negative numbers", "fractions", "expanding brackets", "angles"],
    "Zara": ["integration by parts", "mechanics: moments", "stats: hypothesis testing",
             "differential equations", "vectors (3D)", "proof"],
}
PUPILS = {
    # name: (full name, year-group-by-period, level, slot, mode, hours, start, end)
    "Ethan": ("Ethan Cole", ("Y10", "Y11"), "GCSE Higher", "Sat 09:00", "in person", 1.0,
              date(2025, 1, 1), date(2025, 12, 31)),
    "Aisha": ("Aisha Mahmood", ("Y9", "Y10"), "GCSE", "Sat 10:00", "in person", 1.0,
              date(2025, 1, 1), date(2025, 12, 31)),
    "Leo": ("Leo Fitzgerald", ("Y5", "Y6"), "11+ / KS2", "Sat 11:00", "in person", 1.0,
            date(2025, 1, 1), date(2025, 12, 31)),
    "Mia": ("Mia Thornton", ("Y11", "Y11"), "GCSE Higher", "Sat 12:00", "in person", 1.0,
            date(2025, 1, 1), date(2025, 5, 17)),
    "Sophie": ("Sophie Achebe", ("Y12", "Y12"), "GCSE resit", "Sat 13:00", "in person", 1.0,
               date(2025, 1, 11), date(2025, 4, 26)),
    "Noah": ("Noah Whitcombe", ("Y8", "Y8"), "KS3", "Sat 12:00", "in person", 1.0,
             date(2025, 9, 6), date(2025, 12, 31)),
    "Zara": ("Zara Okonkwo", ("Y12", "Y13"), "A-level", "Sun 18:00", "online (Zoom)", 1.5,
             date(2025, 1, 1), date(2025, 12, 31)),
}
INVOICE_ORDER = ["Ethan", "Aisha", "Mia", "Noah", "Sophie", "Zara", "Leo"]
SKIP = {("Aisha", date(2025, 6, 14)), ("Leo", date(2025, 7, 19))}


def term(d):
    return (date(2025, 1, 6) <= d <= date(2025, 7, 22)) or (date(2025, 9, 3) <= d <= date(2025, 11, 30))


def build():
    rows = []
    d = date(2025, 1, 4)
    while d <= date(2025, 11, 30):
        for wd in (5, 6):
            day = d + timedelta(days=wd - d.weekday())
            if day < date(2025, 1, 4) or day > date(2025, 11, 30) or not term(day):
                continue
            sat = day - timedelta(days=1) if wd == 6 else day
            if sat in NO_SAT:
                continue
            for key, (full, yg, level, slot, mode, hrs, st, en) in PUPILS.items():
                if (wd == 6) != slot.startswith("Sun"):
                    continue
                if not (st <= day <= en) or (key, day) in SKIP:
                    continue
                rate = 32 if day < date(2025, 9, 1) else 36
                year = yg[0] if day < date(2025, 9, 1) else yg[1]
                time = slot.split()[1]
                if key == "Ethan" and day == date(2025, 11, 8):
                    time = "13:00"
                topic = TOPICS[key][len([r for r in rows if r["pupil"] == full]) % len(TOPICS[key])]
                rows.append({"date": day.isoformat(), "day": day.strftime("%a"), "time": time,
                             "pupil": full, "year_group": year, "level": level, "topic": topic,
                             "mode": mode, "hours": f"{hrs:.1f}", "rate_gbp": str(rate),
                             "amount_gbp": f"{hrs * rate:.2f}", "_key": key})
        d += timedelta(days=7)
    # invoices: monthly per pupil in a fixed order
    months = sorted({r["date"][:7] for r in rows})
    n = 0
    inv = {}
    for mth in months:
        for key in INVOICE_ORDER:
            if any(r["_key"] == key and r["date"][:7] == mth for r in rows):
                n += 1
                inv[(key, mth)] = f"INV-2025-{n:03d}"
    for r in rows:
        mth = r["date"][:7]
        r["invoice"] = inv[(r["_key"], mth)]
        if mth == "2025-11":
            r["status"] = "sent"
        elif r["_key"] == "Leo" and mth == "2025-10":
            r["status"] = "OVERDUE"
        else:
            r["status"] = "paid"
    rows.sort(key=lambda r: (r["date"], r["time"]))
    buf = io.StringIO()
    cols = ["date", "day", "time", "pupil", "year_group", "level", "topic", "mode", "hours",
            "rate_gbp", "amount_gbp", "invoice", "status"]
    w = csv.DictWriter(buf, fieldnames=cols, extrasaction="ignore", lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    files = [out("data/tutoring-sessions-2025.csv", buf.getvalue())]
    leo_oct = inv[("Leo", "2025-10")]
    assert leo_oct == "INV-2025-047", leo_oct
    assert sum(1 for r in rows if r["invoice"] == leo_oct) == 4

    budget = """item,supplier,estimate_gbp,paid_gbp,who_pays,status,notes
Venue hire,Larkspur Hall,9500,2000,A+C,deposit paid 9 Apr 2025,balance due 16 Feb 2026
Old venue deposit,Ashdown Grange,1500,1500,A+C,REFUNDED (s75),card refund received June 2025
Catering,Masala Mews Kitchen,6000,500,Amma+Appa,deposit paid 14 Oct 2025,estimate only - depends on final numbers
Catering (old),Spice Route Catering,0,0,,not proceeding,told Farhan 13 Oct
Bar,Larkspur Hall,3200,0,Reid family,tbc,
Photographer,Amrit Sohal Photography,1850,400,A+C,booked,
DJ,Kiran Beats,650,150,A+C,booked,no Macarena clause
Dhol player,,350,0,A+C,NOT BOOKED,Priya to book - baraat 10:30
Flowers,Bloom & Twine,1400,0,A+C,quote pending,marigolds + jasmine; NO LILIES
Henna (mehndi),Henna by Roshni,600,100,Amma+Appa,deposit paid,bridal + guest cones
Mehndi marquee,,450,0,Amma+Appa,quotes needed,
Lehenga,Rani Couture,2200,1100,Anjali,50% paid,fittings Jan + Apr
Invitations,Inkwell Press,380,380,A+C,paid,160 printed
Cake,Sugar Loft,420,0,A+C,tbc,small - most people want gulab jamun
Registrar,Warwickshire Registration Service,560,560,A+C,paid,
Hen do,Spa day,0,0,guests,planning,Mar 2026
"""
    files.append(out("data/wedding-budget.csv", budget))
    return files
