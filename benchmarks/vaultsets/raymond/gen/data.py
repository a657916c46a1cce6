import csv, io
from datetime import date, timedelta
from common import write

def build():
    # ------------------------------------------------------------ mite counts
    rows = [
        ('2025-04-26', 'Curie', 'sugar roll', 300, 1, 'post-split'),
        ('2025-04-26', 'Mendeleev', 'sugar roll', 300, 0, ''),
        ('2025-06-07', 'Franklin', 'sugar roll', 300, 2, 'small colony, sugar roll not wash'),
        ('2025-06-07', 'Curie', 'alcohol wash', 300, 2, ''),
        ('2025-06-07', 'Mendeleev', 'alcohol wash', 300, 1, 'new Salida queen laying well'),
        ('2025-07-05', 'Curie', 'alcohol wash', 300, 3, ''),
        ('2025-07-05', 'Mendeleev', 'alcohol wash', 300, 4, ''),
        ('2025-07-05', 'Franklin', 'sugar roll', 300, 3, ''),
        ('2025-08-02', 'Curie', 'alcohol wash', 300, 4, 'guild wash day'),
        ('2025-08-02', 'Mendeleev', 'alcohol wash', 300, 11, 'guild wash day - OVER threshold'),
        ('2025-08-02', 'Franklin', 'alcohol wash', 300, 7, 'guild wash day - close'),
        ('2025-09-20', 'Curie', 'alcohol wash', 300, 1, 'post-treatment'),
        ('2025-09-20', 'Mendeleev', 'alcohol wash', 300, 2, 'post-treatment'),
        ('2025-09-20', 'Franklin', 'alcohol wash', 300, 3, 'post-treatment'),
        ('2025-10-04', 'Franklin', 'sugar roll', 300, 2, 'spotty brood, queen failing'),
    ]
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator='\r\n')
    w.writerow(['date', 'hive', 'method', 'bees_sampled', 'mites', 'pct', 'notes'])
    for d, h, m, n, k, note in rows:
        w.writerow([d, h, m, n, k, f'{100 * k / n:.1f}', note])
    write('data/mite-counts-2025.csv', buf.getvalue())

    # ------------------------------------------------------------ market sales
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator='\r\n')
    w.writerow(['date', 'location', 'stall', 'jars_1lb', 'price_1lb', 'jars_8oz', 'price_8oz',
                'comb', 'price_comb', 'gross', 'notes'])
    sold = [('05-17', 22, 9, 2, 'opening day, rain, slow'), ('05-24', 31, 18, 3, ''),
            ('05-31', 27, 15, 2, ''), ('06-07', 29, 20, 4, ''), ('06-14', 33, 16, 3, 'hot'),
            ('06-21', 30, 19, 2, ''), ('06-28', 28, 17, 3, ''),
            ('07-05', 26, 14, 3, "4th of July weekend, last day at St. Brendan's"),
            ('07-12', 35, 21, 4, 'first day at new lot'), ('07-19', 38, 22, 5, ''),
            ('07-26', 34, 18, 3, ''), ('08-02', 37, 25, 4, ''),
            ('08-09', 0, 0, 0, 'skipped - extraction day'),
            ('08-16', 36, 20, 4, 'price increase today'),
            ('08-23', 0, 0, 0, 'in Minneapolis - no market'),
            ('08-30', 0, 0, 0, 'in Minneapolis - no market'),
            ('09-06', 33, 19, 3, 'Maya ran the stall'),
            ('09-13', 40, 24, 5, 'sold out of dark by 11'), ('09-20', 38, 20, 4, ''),
            ('09-27', 32, 17, 3, ''), ('10-04', 30, 18, 4, ''),
            ('10-11', 41, 26, 6, 'last market of season')]
    for md, j1, j8, cb, note in sold:
        d = date(2025, int(md[:2]), int(md[3:]))
        assert d.weekday() == 5, d
        new_loc = d >= date(2025, 7, 12)
        loc = 'Berkeley Commons lot (W 44th & Tennyson)' if new_loc else "St. Brendan's lot (W 38th & Tennyson)"
        stall = 'B-6' if new_loc else '23'
        p1, p8 = (14, 8) if d >= date(2025, 8, 16) else (12, 7)
        gross = j1 * p1 + j8 * p8 + cb * 16
        w.writerow([d.isoformat(), loc, stall, j1, p1, j8, p8, cb, 16, gross, note])
    write('data/market-sales-2025.csv', buf.getvalue())
