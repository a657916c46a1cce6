"""Build the whole vault: python3 gen/build.py (from OUT)."""
import csv, io, os, shutil, random
from datetime import date, timedelta
import common
import notes_flood, notes_other, notes_daily, mail_gen, cal_gen, chats_gen


def budget_csv():
    rows = [
        ("item", "basis / supplier", "application_aug_2025_gbp", "revised_nov_2025_gbp", "funded_by", "status"),
        ("Culvert desilting and jetting", "Afon Civil estimate (survey ACE-2291)", 6900, 6900, "TCT grant", "price requested"),
        ("Sloped trash screen + access platform", "Afon Civil estimate", 14800, 14800, "TCT grant", "price requested"),
        ("Redundant duct removal", "utility co. confirmed redundant Oct 2025", 5400, 5400, "TCT grant", "to order"),
        ("PFR - 9 properties Maes-y-Coed", "3 quotes needed (1 received)", 13500, 13500, "TCT grant + council match", "quotes"),
        ("Warden kit (waders, torches, radios)", "catalogue prices", 1100, 1000, "council match", "reduced"),
        ("Gauge board + text alert", "supplier quote Jul 2025", 900, 900, "council match", "to order"),
        ("Contingency", "c.4%", 1600, 1500, "council match", "reduced"),
        ("TOTAL", "", 44200, 44000, "", ""),
        ("Funding: TCT grant awarded", "award letter 6 Oct 2025", "", 40000, "", ""),
        ("Funding: council match (reserves)", "full council 7 Oct 2025", "", 4000, "", ""),
    ]
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    common.write_text("data/flood-grant-budget.csv", buf.getvalue())


def glucose_csv():
    r = random.Random(1953)
    rows = [("week_starting", "fasting_glucose_mmol_l", "weight_kg", "note")]
    d, w, g = date(2025, 1, 6), 94.0, 8.6
    notes = {date(2025, 3, 10): "annual review this week", date(2025, 6, 9): "clinic - tablets changed",
             date(2025, 7, 21): "Llangrannog (caravan)", date(2025, 9, 8): "Brecon at the weekend",
             date(2025, 9, 22): "bloods 23rd", date(2025, 10, 6): "slow-release metformin started",
             date(2025, 11, 17): "gala Saturday"}
    while d <= date(2025, 11, 17):
        if d >= date(2025, 6, 9):
            g -= 0.05
        w -= 0.11 + r.uniform(-0.25, 0.2)
        rows.append((d.isoformat(), f"{g + r.uniform(-0.5, 0.5):.1f}", f"{w:.1f}", notes.get(d, "")))
        d += timedelta(days=7)
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    common.write_text("data/glucose-weight-log-2025.csv", buf.getvalue())


if __name__ == "__main__":
    if os.path.isdir(common.VAULT):
        shutil.rmtree(common.VAULT)
    notes_flood.build()
    notes_other.build()
    notes_daily.build()
    mail_gen.build()
    cal_gen.build()
    chats_gen.build()
    budget_csv()
    glucose_csv()
    n = sum(len(f) for _, _, f in os.walk(common.VAULT))
    print("files:", n)
