"""CSV files: house-deposit savings ledger and running log."""
import csv
import io

from common import write_text

SAVINGS = [
    # date, description, amount (cents), note
    ("2024-05-31", "Opening balance (Online Saver)", None, "moved everything out of the old account"),
    ("2024-06-15", "Auto transfer", 150000, ""),
    ("2024-07-15", "Auto transfer", 150000, ""),
    ("2024-07-29", "Withdrawal - car repair", -64000, "Aqua CV joint, Gonville Motors"),
    ("2024-08-15", "Auto transfer", 150000, ""),
    ("2024-09-15", "Auto transfer", 150000, "Priya meeting 18th"),
    ("2024-09-30", "Interest", 4122, ""),
    ("2024-10-15", "Auto transfer", 150000, ""),
    ("2024-11-15", "Auto transfer", 150000, "pre-approval!"),
    ("2024-12-13", "Auto transfer", 120000, "reduced - Xmas"),
    ("2024-12-20", "Xmas bonus", 50000, "thanks Dianne"),
    ("2024-12-31", "Interest", 5210, ""),
    ("2025-01-15", "Auto transfer", 150000, ""),
    ("2025-01-30", "Withdrawal - vet bill", -31500, "Biscuit x-rays (staff rate)"),
    ("2025-02-15", "Auto transfer", 150000, "rent up $25/wk from Feb, still doing 1500"),
    ("2025-03-15", "Auto transfer", 180000, "new pay rate"),
    ("2025-03-31", "Interest", 6043, ""),
    ("2025-04-03", "Tax refund", 41225, "IRD auto-calc"),
    ("2025-04-15", "Auto transfer", 180000, ""),
]
OPENING = 980000


def savings_csv():
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "description", "amount", "balance", "note"])
    bal = 0
    for date, desc, amt, note in SAVINGS:
        if amt is None:
            bal = OPENING
            w.writerow([date, desc, "", "%.2f" % (bal / 100), note])
        else:
            bal += amt
            w.writerow([date, desc, "%.2f" % (amt / 100), "%.2f" % (bal / 100), note])
    return buf.getvalue(), bal


RUNS = [
    # date, type, km, h:mm:ss, route, shoes, notes
    ("2024-09-01", "long", 10.2, "1:08:40", "river loop", "Novablast 3", "first 10k in ages, slow and happy"),
    ("2024-09-10", "group", 8.1, "0:51:30", "Harriers Tuesday", "Novablast 3", "tempo bit nearly killed me"),
    ("2024-09-22", "long", 11.5, "1:17:10", "river loop + Aramoho", "Novablast 3", ""),
    ("2024-10-06", "long", 12.0, "1:20:05", "river loop + Aramoho", "Novablast 3", "outside of right knee sore from ~8k"),
    ("2024-10-13", "long", 12.4, "1:23:40", "Kowhai Park - Castlecliff", "Novablast 3", "knee again at 8k. ITB?? asked the AI"),
    ("2024-10-27", "long", 13.0, "1:27:15", "river loop x2", "Novablast 3", "flat route only, knee ok"),
    ("2024-11-10", "long", 14.1, "1:34:50", "Kowhai Park - Castlecliff", "Novablast 3", "tried a gel at 14k, nearly vomited. never again"),
    ("2024-11-24", "long", 14.5, "1:36:20", "river loop + Aramoho", "Ghost 16", "new shoes!! first run in the Ghosts"),
    ("2024-12-08", "long", 15.2, "1:40:30", "Kowhai Park - Castlecliff", "Ghost 16", "hot, took 2 salt tabs"),
    ("2024-12-17", "group", 6.0, "0:42:00", "Harriers Xmas run", "Ghost 16", "tinsel run + BBQ at Mel's"),
    ("2024-12-22", "long", 12.0, "1:26:00", "river loop", "Ghost 16", "ITB flare at 9k, walked home. booking physio"),
    ("2025-01-12", "easy", 6.0, "0:41:10", "river loop", "Ghost 16", "first run after physio, no pain!"),
    ("2025-01-26", "long", 13.0, "1:26:40", "river loop x2", "Ghost 16", "careful, flat, fine"),
    ("2025-02-09", "long", 15.0, "1:38:20", "Kowhai Park - Castlecliff", "Ghost 16", ""),
    ("2025-02-16", "easy", 7.3, "0:52:30", "Mosston Rd loop", "Ghost 16", "a bull mastiff came flying out of a driveway on Mosston Rd and went for me. walked the last km shaking. NOT that route again"),
    ("2025-02-23", "long", 16.5, "1:46:10", "river loop + Aramoho", "Ghost 16", ""),
    ("2025-03-04", "group", 9.0, "0:55:40", "Harriers Tuesday", "Ghost 16", "first Tuesday at the new meeting spot, way better (toilets!)"),
    ("2025-03-09", "long", 17.2, "1:50:20", "Kowhai Park - Castlecliff", "Ghost 16", "ran with the 2:05 group for 10k"),
    ("2025-03-23", "long", 19.1, "2:02:45", "Kowhai Park - Castlecliff - back", "Ghost 16", "LONGEST EVER. lost a toenail probably"),
    ("2025-03-30", "long", 14.0, "1:31:00", "river loop x2", "Ghost 16", "cutback week"),
    ("2025-04-06", "long", 18.0, "1:54:30", "Kowhai Park - Castlecliff", "Ghost 16", "knee fine, felt strong. clocks went back = extra sleep"),
    ("2025-04-13", "long", 14.0, "1:30:10", "river loop x2", "Ghost 16", "taper starts"),
]


def _pace(km, hms):
    h, m, s = (int(x) for x in hms.split(":"))
    secs = int(round((h * 3600 + m * 60 + s) / km))
    return "%d:%02d" % (secs // 60, secs % 60)


def running_csv():
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "type", "distance_km", "time", "pace_min_per_km", "route", "shoes", "notes"])
    for date, typ, km, t, route, shoes, notes in RUNS:
        w.writerow([date, typ, "%.1f" % km, t, _pace(km, t), route, shoes, notes])
    return buf.getvalue()


def build():
    text, final = savings_csv()
    write_text("finance/deposit-savings.csv", text)
    write_text("running/running-log.csv", running_csv())
    return ["finance/deposit-savings.csv", "running/running-log.csv"], final
