"""Two CSV files: practice invoice ledger and bathroom costs."""
import csv
import io
from util import write_text


def _csv(rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def invoices():
    rows = [["date", "invoice_no", "patient_ref", "payer", "session", "amount_gbp", "status", "paid_gbp", "paid_date", "note"]]
    data = [
        ("2026-01-06", "INV-2026-0101", "AB-0301", "Northstar Health", "follow-up", "52.00", "paid", "52.00", "2026-01-19", ""),
        ("2026-01-08", "INV-2026-0104", "AB-0298", "Vantage Health", "follow-up", "44.00", "paid", "44.00", "2026-03-02", "3 chasers"),
        ("2026-01-13", "INV-2026-0109", "AB-0317", "Albion Medical", "initial", "75.00", "paid", "75.00", "2026-02-06", ""),
        ("2026-01-20", "INV-2026-0115", "AB-0322", "Albion Medical", "initial", "75.00", "paid", "75.00", "2026-02-06", ""),
        ("2026-01-22", "INV-2026-0118", "AB-0310", "self-pay", "follow-up", "50.00", "paid", "50.00", "2026-01-22", "card"),
        ("2026-02-03", "INV-2026-0127", "AB-0301", "Northstar Health", "follow-up", "52.00", "paid", "52.00", "2026-02-16", ""),
        ("2026-02-10", "INV-2026-0139", "AB-0322", "Albion Medical", "follow-up", "62.00", "paid", "62.00", "2026-03-06", ""),
        ("2026-02-12", "INV-2026-0142", "AB-0317", "Albion Medical", "follow-up", "62.00", "part-paid", "48.00", "2026-03-06", "EX2 excess deducted - query or bill patient"),
        ("2026-02-17", "INV-2026-0146", "AB-0322", "Albion Medical", "follow-up", "62.00", "paid", "62.00", "2026-03-06", ""),
        ("2026-02-24", "INV-2026-0151", "AB-0330", "Vantage Health", "initial", "60.00", "paid", "60.00", "2026-04-20", ""),
        ("2026-03-05", "INV-2026-0158", "AB-0334", "self-pay", "initial", "65.00", "paid", "65.00", "2026-03-05", "card"),
        ("2026-03-12", "INV-2026-0161", "AB-0330", "Vantage Health", "follow-up", "44.00", "unpaid", "", "", "chased 14/04 + 12/05"),
        ("2026-03-19", "INV-2026-0164", "AB-0338", "Northstar Health", "initial", "70.00", "paid", "70.00", "2026-04-01", ""),
        ("2026-03-26", "INV-2026-0166", "AB-0330", "Vantage Health", "follow-up", "44.00", "unpaid", "", "", "chased 12/05"),
        ("2026-04-07", "INV-2026-0170", "AB-0338", "Northstar Health", "follow-up", "55.00", "unpaid", "", "", "portal migration - resubmitted 20/04"),
        ("2026-04-14", "INV-2026-0173", "AB-0344", "Northstar Health", "initial", "72.00", "paid", "72.00", "2026-04-28", ""),
        ("2026-04-21", "INV-2026-0177", "AB-0344", "Northstar Health", "follow-up", "55.00", "paid", "55.00", "2026-05-05", ""),
        ("2026-04-28", "INV-2026-0181", "AB-0351", "Albion Medical", "initial", "75.00", "unpaid", "", "", "submitted 29/04, within 30 days"),
        ("2026-05-05", "INV-2026-0186", "AB-0360", "self-pay", "initial", "65.00", "paid", "65.00", "2026-05-05", "card"),
        ("2026-05-07", "INV-2026-0189", "AB-0344", "Northstar Health", "follow-up", "55.00", "paid", "55.00", "2026-05-14", ""),
        ("2026-05-12", "INV-2026-0193", "AB-0351", "Albion Medical", "follow-up", "62.00", "unpaid", "", "", "submitted 12/05"),
    ]
    write_text("practice/invoices-2026.csv", _csv(rows + [list(r) for r in data]))


def bathroom():
    rows = [["date", "item", "supplier", "amount_gbp", "paid_by", "notes"]]
    data = [
        ("2025-11-29", "tile samples x5", "Leeds Tile Depot", "0.00", "-", "free samples, Black Friday"),
        ("2026-02-16", "deposit - bathroom refit", "DS Plumbing & Heating", "1500.00", "bank transfer", "to book the job"),
        ("2026-03-03", "Terrazzo Grigio 60x60 floor tiles, 5 m2 + 10%", "Leeds Tile Depot", "231.00", "card", ""),
        ("2026-03-03", "metro white gloss 10x20, 11 m2", "Leeds Tile Depot", "203.50", "card", ""),
        ("2026-03-03", "trims, spacers, levelling clips", "Leeds Tile Depot", "48.90", "card", ""),
        ("2026-03-09", "Cleo CL-540 back-to-wall WC pan + soft-close seat", "BathStore Direct", "289.00", "card", "the loo. expensive loo."),
        ("2026-03-09", "concealed cistern + frame", "BathStore Direct", "164.00", "card", ""),
        ("2026-03-09", "steel bath 1700x700 + legs", "BathStore Direct", "245.00", "card", ""),
        ("2026-03-09", "thermostatic bar mixer + riser", "BathStore Direct", "179.00", "card", ""),
        ("2026-03-14", "wall-hung basin 500 + drawer unit", "BathStore Direct", "312.00", "card", ""),
        ("2026-04-10", "fixed bath screen 800mm", "BathStore Direct", "159.00", "card", ""),
        ("2026-04-10", "towel radiator chrome 800x500", "BathStore Direct", "98.00", "card", ""),
        ("2026-04-17", "skip hire 6 yd", "Kirkstall Skips", "240.00", "card", "on the road, permit incl."),
        ("2026-04-28", "electrics first fix (fan wiring both options, shaver socket)", "Lena Hartley", "260.00", "bank transfer", "second fix tbc"),
        ("2026-05-01", "stage payment after first fix", "DS Plumbing & Heating", "2500.00", "bank transfer", ""),
        ("2026-05-05", "tiling deposit (materials)", "Marek Nowak", "0.00", "-", "in Dave's quote, Marek paid by Dave"),
        ("2026-05-09", "grout + flexible adhesive top-up", "Leeds Tile Depot", "36.40", "card", ""),
        ("2026-05-14", "bath panel (undecided colour) - NOT ORDERED", "BathStore Direct", "", "-", "white or grey?"),
    ]
    write_text("house/bathroom-costs.csv", _csv(rows + [list(r) for r in data]))


def build():
    invoices()
    bathroom()
