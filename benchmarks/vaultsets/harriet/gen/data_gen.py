import csv
import io
import random
import datetime as dt
from common import write_text

COSTS = [
    ("date", "payee", "category", "description", "amount_gbp", "paid", "notes"),
    ("2025-05-23", "Calder & Shaw Building Ltd", "contract", "Quote Q-1187 accepted - contract sum", "38450.00", "n", "paid in stages below"),
    ("2025-06-02", "Lothian Asbestos Surveys", "survey", "Asbestos survey (refurbishment)", "240.00", "y", "nothing found bar bath panel adhesive"),
    ("2025-07-10", "Calder & Shaw Building Ltd", "variation", "Walk-in shower instead of bath (tray/screen/seat/rails/tanking)", "1150.00", "n", "added to contract"),
    ("2025-07-20", "Calder & Shaw Building Ltd", "deposit", "Deposit", "5000.00", "y", ""),
    ("2025-08-04", "Grange & Whitehouse", "common repairs", "Chimney stack + roof - our 1/8 share", "1240.00", "y", "ballot passed 6 of 8"),
    ("2025-08-11", "Meadowbank Flooring (via C&S)", "variation", "Kitchen floor - natural linoleum, Sea Slate, supply & fit, coved edge", "1085.00", "n", "to be added to final account"),
    ("2025-08-22", "Forth Appliances", "appliances", "Oven, induction hob, ducted extractor", "2315.00", "y", "delivered to Mum's garage"),
    ("2025-08-29", "Calder & Shaw Building Ltd", "interim", "Interim valuation 1", "11280.00", "y", ""),
    ("2025-09-30", "Colour Shed", "materials", "Paint - kitchen/bathroom/hall (clay paint, 'Lichen' + 'Oat')", "386.40", "y", ""),
    ("2025-10-17", "Lindsay Stoneworks", "stonework", "Kitchen + bedroom sills, kitchen lintel indent, lime repointing", "3816.00", "y", "3180 + VAT; used factor scaffold"),
    ("2025-10-21", "Calder & Shaw Building Ltd", "credit", "Credit note - duplicate skip + hall ceiling not done", "-1022.40", "n/a", "see invoice dispute note"),
    ("2025-10-23", "Calder & Shaw Building Ltd", "interim", "Interim valuation 2 - paid net of credit", "8589.60", "y", "ref BR19 INT2 NET"),
    ("2025-11-07", "Calder & Shaw Building Ltd", "interim", "Interim valuation 3", "", "", "expected - not yet received"),
    ("TBC", "Calder & Shaw Building Ltd", "final", "Final account (less 5% retention)", "", "", "at handover"),
]


def costs():
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for r in COSTS:
        w.writerow(r)
    write_text("data/renovation-costs.csv", buf.getvalue())


def visit_log():
    rng = random.Random(819)
    carers_am = ["Ruth O.", "Ruth O.", "Ruth O.", "Lorraine", "Beata"]
    carers_lunch = ["Connor", "Lorraine", "Beata", "Ruth O."]
    carers_tea = ["Lorraine", "Beata", "Agnes"]
    carers_bed = ["Beata", "Agnes", "Lorraine"]
    late_lunch = {1: 58, 4: 71, 6: 45, 11: 62, 13: 84, 18: 47, 20: 55, 25: 66, 28: 52}
    missed_lunch = {22}
    male_am = {9: "Callum", 16: "Callum"}
    rows = [("date", "visit", "scheduled", "arrived", "left", "carer", "notes")]
    for day in range(1, 32):
        d = dt.date(2025, 8, day)
        for visit, sched, length, pool in [("morning", "08:00", 45, carers_am), ("lunch", "12:30", 30, carers_lunch),
                                           ("tea", "17:00", 30, carers_tea), ("bed", "20:30", 30, carers_bed)]:
            h, m = map(int, sched.split(":"))
            base = dt.datetime(2025, 8, day, h, m)
            note = ""
            carer = rng.choice(pool)
            if visit == "lunch" and day in missed_lunch:
                rows.append((d.isoformat(), visit, sched, "", "", "", "MISSED - no carer came; H. rang office 14:30, "
                             "neighbour made sandwich"))
                continue
            if visit == "lunch" and day in late_lunch:
                delay = late_lunch[day]
                note = "late - Mrs M had not eaten"
            else:
                delay = rng.randint(-5, 20)
            if visit == "morning" and day in male_am:
                carer = male_am[day]
                note = "male carer - Mrs M declined shower, wash only at sink"
            arr = base + dt.timedelta(minutes=delay)
            left = arr + dt.timedelta(minutes=length - rng.randint(0, 8))
            rows.append((d.isoformat(), visit, sched, arr.strftime("%H:%M"), left.strftime("%H:%M"), carer, note))
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerows(rows)
    write_text("data/mum-visit-log-2025-08.csv", buf.getvalue())


def build():
    costs()
    visit_log()
