import csv, io, random, datetime as dt
from lib import out

def weekly_sales():
    random.seed(4187)
    notes = {
        '2025-01-06': 'Jan dead as usual',
        '2025-02-10': 'half term - kids bikes',
        '2025-03-03': 'Hartcliffe price up from 1 Mar',
        '2025-03-31': 'new workshop prices from Tue 1 Apr',
        '2025-04-14': 'Easter rush',
        '2025-06-09': 'first Lowmoor delivery Thu',
        '2025-07-28': 'school hols start - workshop busy',
        '2025-08-18': 'e-bike theft Tue - lost half a day',
        '2025-09-15': 'race weekend (Hannah solo Sat)',
        '2025-10-06': 'new hours from Tue 7 Oct; first Sunday (coffee only) 12 Oct',
    }
    rows = []
    d = dt.date(2025, 1, 6)
    while d <= dt.date(2025, 11, 3):
        m = d.month
        season = {1: .72, 2: .8, 3: .92, 4: 1.08, 5: 1.12, 6: 1.15, 7: 1.2, 8: 1.18, 9: 1.1, 10: 1.0, 11: .88}[m]
        workshop = round(random.uniform(1500, 1800) * season * (1.1 if d >= dt.date(2025, 3, 31) else 1), 2)
        coffee = round(random.uniform(1350, 1600) * (0.9 + season / 10) * (1.12 if d >= dt.date(2025, 10, 6) else 1), 2)
        other = round(random.uniform(80, 260), 2)
        k = d.isoformat()
        if k == '2025-08-18':
            workshop, coffee, other = 1706.35, 1552.80, 153.45
        if k == '2025-12-25':
            pass
        total = round(workshop + coffee + other, 2)
        card = round(random.uniform(84, 91), 1)
        rows.append([k, f'{workshop:.2f}', f'{coffee:.2f}', f'{other:.2f}', f'{total:.2f}', card, notes.get(k, '')])
        d += dt.timedelta(days=7)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator='\n')
    w.writerow(['week_commencing', 'workshop_sales_gbp', 'coffee_sales_gbp', 'other_sales_gbp', 'total_sales_gbp', 'card_pct', 'notes'])
    w.writerows(rows)
    out('data/weekly-sales-2025.csv', buf.getvalue())
    return rows


def staff_hours():
    """Shift-level export from the rota app, Q3 2025 (1 Jul - 30 Sep)."""
    rows = []
    d = dt.date(2025, 7, 1)
    hannah_off = {dt.date(2025, 8, 15), dt.date(2025, 7, 25)}
    tomek_off = {dt.date(2025, 8, 5), dt.date(2025, 8, 6), dt.date(2025, 8, 7)}
    while d <= dt.date(2025, 9, 30):
        wd = d.weekday()  # Mon=0
        if wd in (1, 2, 3) and d not in tomek_off:
            rows.append([d.isoformat(), 'Tomek Zielinski', 'mechanic', '08:15', '17:30', 45, 8.5, ''])
        if d in tomek_off:
            rows.append([d.isoformat(), 'Tomek Zielinski', 'mechanic', '', '', 0, 0, 'holiday'])
        if wd in (4, 5):
            if d in hannah_off:
                rows.append([d.isoformat(), 'Hannah Brierley', 'barista', '', '', 0, 0, 'holiday'])
            else:
                rows.append([d.isoformat(), 'Hannah Brierley', 'barista', '08:15', '17:45', 30, 9.0, ''])
        if wd == 5 and d not in (dt.date(2025, 8, 30),):
            rows.append([d.isoformat(), 'Amara Adeyemi-Hart', 'casual (Sat)', '09:00', '13:00', 0, 4.0, ''])
        if d == dt.date(2025, 8, 19):
            rows.append([d.isoformat(), 'Hannah Brierley', 'barista', '10:00', '16:00', 0, 6.0, 'cover - police/insurance day'])
        if d in (dt.date(2025, 8, 6), dt.date(2025, 8, 7)):
            rows.append([d.isoformat(), 'Hannah Brierley', 'barista', '08:15', '13:15', 0, 5.0, 'cover - Tomek on holiday (counter only)'])
        d += dt.timedelta(days=1)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator='\n')
    w.writerow(['date', 'staff', 'role', 'start', 'end', 'break_mins', 'hours', 'notes'])
    w.writerows(rows)
    out('data/staff-hours-2025-q3.csv', buf.getvalue())
    aug = sum(r[6] for r in rows if r[1] == 'Hannah Brierley' and r[0].startswith('2025-08'))
    return aug
