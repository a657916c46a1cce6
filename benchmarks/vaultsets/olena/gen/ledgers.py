# -*- coding: utf-8 -*-
"""The two CSV ledgers: market sales and invoices."""
import csv
import io

SALES = [
    ("2025-03-01", 31, 1, 0, 3, "start sezonu; B7 = wind tunnel, held the tent with one hand"),
    ("2025-03-15", 38, 1, 0, 4, ""),
    ("2025-03-29", 44, 2, 0, 5, "sunny, medovik sold out 13:10"),
    ("2025-04-12", 47, 1, 0, 4, "new slice price today - nobody blinked"),
    ("2025-04-26", 50, 2, 0, 6, ""),
    ("2025-05-10", 41, 1, 0, 3, "rain"),
    ("2025-05-17", 58, 2, 0, 6, "nowe miejsce! way more people walking past"),
    ("2025-05-31", 61, 2, 0, 5, ""),
    ("2025-06-07", 49, 1, 0, 4, "Dasha на стенді сама (я в Перемишлі по маму) - sold out 12:30"),
    ("2025-06-21", 63, 3, 0, 4, ""),
    ("2025-07-05", 55, 2, 0, 0, "bez makowca od dziś; 33°C"),
    ("2025-07-19", 48, 1, 0, 0, "heat; cream ok thanks to the display fridge"),
    ("2025-08-02", 52, 2, 0, 0, "power from the box now, no more fumes"),
    ("2025-08-23", 57, 2, 12, 0, "mini jars test - gone in 2h"),
    ("2025-09-06", 60, 2, 16, 0, ""),
    ("2025-09-20", 96, 5, 30, 0, "Festiwal Zabłocia - record day, sold out before the end"),
    ("2025-10-04", 34, 1, 10, 0, "rain, market half empty"),
    ("2025-10-11", 49, 2, 15, 0, "new price list from today"),
    ("2025-10-18", 51, 2, 14, 7, ""),
    ("2025-10-25", 47, 1, 12, 8, ""),
    ("2025-11-08", 55, 2, 16, 9, ""),
    ("2025-11-15", 50, 2, 13, 8, ""),
    ("2025-11-22", 52, 1, 14, 8, "cold + sunny; people asking about the Jarmark"),
]


def _prices(d):
    slice_p = 14 if d < "2025-04-12" else (15 if d < "2025-10-11" else 17)
    whole_p = 120 if d < "2025-04-12" else (130 if d < "2025-10-11" else 150)
    jar_p = 17 if d < "2025-10-11" else 19
    mak_p = 42 if d < "2025-10-18" else 48
    return slice_p, whole_p, jar_p, mak_p


def sales_csv():
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "medovik_slices", "medovik_whole", "mini_jars", "makowiec", "cash_pln", "card_pln", "notes"])
    for i, (d, s, wh, j, m, note) in enumerate(SALES):
        sp, wp, jp, mp = _prices(d)
        total = s * sp + wh * wp + j * jp + m * mp
        card = int(round(total * (0.36 + (i % 5) * 0.02)))
        w.writerow([d, s, wh, j, m, total - card, card, note])
    return buf.getvalue()


INVOICES = [
    ("FV/2025/01", "LinguaBridge Sp. z o.o.", "2025-01-02", "2025-02-01", "3420.00", "PLN", "2025-01-30", "XII: 90 str."),
    ("FV/2025/02", "Fundacja Razem dla Ukrainy", "2025-01-20", "2025-02-19", "600.00", "PLN", "2025-03-05", "20 str. (charity rate)"),
    ("FV/2025/03", "LinguaBridge Sp. z o.o.", "2025-02-01", "2025-03-03", "2660.00", "PLN", "2025-02-27", "I: 70 str."),
    ("INV-OK-0225", "TransWord Ltd", "2025-02-27", "2025-04-13", "224.00", "EUR", "2025-04-22", "website EN>UK 3,200 words"),
    ("FV/2025/04", "LinguaBridge Sp. z o.o.", "2025-03-01", "2025-03-31", "3040.00", "PLN", "2025-03-28", "II: 80 str."),
    ("FV/2025/05", "LinguaBridge Sp. z o.o.", "2025-04-01", "2025-05-01", "1900.00", "PLN", "2025-04-30", "III: 50 str."),
    ("FV/2025/06", "LinguaBridge Sp. z o.o.", "2025-05-02", "2025-06-01", "5320.00", "PLN", "2025-05-30", "IV: HARBOUR batches 1-3, 140 str."),
    ("INV-OK-0525", "TransWord Ltd", "2025-05-16", "2025-06-30", "357.00", "EUR", "2025-07-08", "medical leaflets 5,100 words"),
    ("FV/2025/07", "LinguaBridge Sp. z o.o.", "2025-06-02", "2025-07-02", "6840.00", "PLN", "2025-07-01", "V: HARBOUR 180 str."),
    ("FV/2025/08", "LinguaBridge Sp. z o.o.", "2025-07-01", "2025-07-31", "2280.00", "PLN", "2025-07-30", "VI: HARBOUR 60 str."),
    ("FV/2025/09", "Fundacja Razem dla Ukrainy", "2025-07-15", "2025-08-14", "450.00", "PLN", "2025-09-01", "15 str."),
    ("FV/2025/10", "LinguaBridge Sp. z o.o.", "2025-08-01", "2025-08-31", "456.00", "PLN", "2025-08-29", "VII: HARBOUR paused, 2 small jobs 12 str."),
    ("FV/2025/11", "LinguaBridge Sp. z o.o.", "2025-09-01", "2025-10-01", "1140.00", "PLN", "2025-09-29", "VIII: 30 str."),
    ("INV-OK-0925", "TransWord Ltd", "2025-09-19", "2025-11-03", "798.00", "EUR", "", "NGO grant reports 11,400 words; OVERDUE - reminders 04.11 + 17.11; Tom: next payment run 28.11"),
    ("FV/2025/12", "LinguaBridge Sp. z o.o.", "2025-10-01", "2025-10-31", "4200.00", "PLN", "2025-10-30", "IX: HARBOUR exhibits 100 str."),
    ("FV/2025/13", "Osoba prywatna (p. Bondarenko)", "2025-10-09", "2025-10-23", "150.00", "PLN", "2025-10-09", "UA>PL akt urodzenia, 3 str., zwykłe (nie przysięgłe)"),
    ("FV/2025/14", "LinguaBridge Sp. z o.o.", "2025-11-03", "2025-12-03", "5040.00", "PLN", "", "X: HARBOUR 120 str."),
    ("FV/2025/15", "Fundacja Razem dla Ukrainy", "2025-11-05", "2025-12-05", "900.00", "PLN", "", "30 str."),
]


def invoices_csv():
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["invoice_no", "client", "issue_date", "due_date", "amount", "currency", "paid_on", "notes"])
    for row in INVOICES:
        w.writerow(row)
    return buf.getvalue()


def build(vault):
    vault.put("market/sales_2025.csv", sales_csv())
    vault.put("work/invoices_2025.csv", invoices_csv())
