"""CSV files."""
import csv, io
from common import write_text

SEEDS = [
    ('Potato', 'Charlotte (2kg seed potatoes)', 'P-112', 1, 6.95, 'bed 4, first earlies'),
    ('Potato', 'Pink Fir Apple (1kg)', 'P-140', 1, 5.25, 'bed 4, maincrop end'),
    ('Pea', 'Kelvedon Wonder', 'S-2231', 2, 2.10, 'along the fence'),
    ('Broad bean', 'Aquadulce Claudia', 'S-2010', 1, 2.45, 'root trainers Feb'),
    ('French bean', 'Cobra (climbing)', 'S-2075', 1, 2.65, 'wigwam bed 3'),
    ('Carrot', 'Nantes 2', 'S-1102', 1, 1.85, 'bed 2'),
    ('Beetroot', 'Boltardy', 'S-1220', 2, 1.75, 'bed 2, sow little and often'),
    ('Parsnip', 'Gladiator F1', 'S-1301', 1, 3.20, 'FRESH seed'),
    ('Kale', 'Nero di Toscana', 'S-1540', 1, 2.30, 'bed 1 under net'),
    ('Purple sprouting', 'Early Purple', 'S-1566', 1, 2.40, 'bed 1'),
    ('Courgette', 'Defender F1', 'S-1810', 1, 3.45, 'TWO plants only'),
    ('Onion sets', 'Sturon (250g)', 'O-301', 1, 2.78, 'bed 3'),
    ('Shallots', 'Golden Gourmet (20)', 'O-340', 1, 3.55, 'bed 3'),
]

HOUSEHOLD = [
    ('2025-01-06', 'Glasgow City Council', 'Council tax', '142.00', 'monthly DD, single person discount'),
    ('2025-01-15', 'Scottish Power', 'Gas & electric', '118.00', 'monthly DD'),
    ('2025-01-22', 'Kinloch Seed Company', 'Allotment', '37.85', 'seed order (collective, 15% off)'),
    ('2025-01-24', 'Post Office', 'Admin', '3.35', 'recorded delivery - Pentland'),
    ('2025-01-31', 'Kelvinbank Parish Church', 'Choir', '30.00', 'spring term subs'),
    ('2025-02-06', 'Glasgow City Council', 'Council tax', '142.00', 'monthly DD'),
    ('2025-02-10', 'Drummond Roofing', 'House', '400.00', 'deposit - roof'),
    ('2025-02-15', 'Scottish Power', 'Gas & electric', '118.00', 'monthly DD'),
    ('2025-02-20', 'Northern Star Cruises', 'Holiday', '300.00', 'cruise deposit'),
    ('2025-03-06', 'Glasgow City Council', 'Council tax', '142.00', 'monthly DD'),
    ('2025-03-08', 'Birchfield Brae Allotment Assoc', 'Allotment', '42.00', 'rent 2025 (cash at AGM)'),
    ('2025-03-12', 'Jumparoo Stirling', 'Family', '18.00', "Eilidh's party - my share of the cake"),
    ('2025-03-15', 'Scottish Power', 'Gas & electric', '118.00', 'monthly DD'),
    ('2025-04-06', 'Glasgow City Council', 'Council tax', '147.00', 'monthly DD (new year rate)'),
    ('2025-04-15', 'Scottish Power', 'Gas & electric', '96.00', 'monthly DD reduced'),
    ('2025-04-18', 'Carpet Corner', 'House', '0.00', 'quote only for back bedroom - not bought'),
    ('2025-04-28', 'Clyde Slate & Lead Ltd', 'House', '500.00', 'roof deposit'),
    ('2025-05-06', 'Glasgow City Council', 'Council tax', '147.00', 'monthly DD'),
    ('2025-05-15', 'Scottish Power', 'Gas & electric', '96.00', 'monthly DD'),
    ('2025-05-19', 'Toy Town', 'Family', '24.99', "Isla's birthday"),
    ('2025-06-06', 'Glasgow City Council', 'Council tax', '147.00', 'monthly DD'),
    ('2025-06-13', 'Clyde Slate & Lead Ltd', 'House', '2890.00', 'roof balance - final invoice incl. extra lead at the valley'),
    ('2025-06-15', 'Scottish Power', 'Gas & electric', '96.00', 'monthly DD'),
    ('2025-07-01', 'Caledonian Rail Journeys', 'Holiday', '200.00', 'rail tour deposit'),
    ('2025-07-06', 'Glasgow City Council', 'Council tax', '147.00', 'monthly DD'),
    ('2025-07-15', 'Scottish Power', 'Gas & electric', '96.00', 'monthly DD'),
    ('2025-07-30', 'Caledonian Rail Journeys', 'Holiday', '993.00', 'rail tour balance + Culloden excursion'),
    ('2025-08-02', 'Lego shop online', 'Family', '39.99', "Callum's birthday"),
    ('2025-08-06', 'Glasgow City Council', 'Council tax', '147.00', 'monthly DD'),
    ('2025-08-15', 'Scottish Power', 'Gas & electric', '96.00', 'monthly DD'),
    ('2025-08-29', 'Boots', 'Health', '12.50', 'drop guide + sunglasses clip-ons'),
    ('2025-09-06', 'Glasgow City Council', 'Council tax', '147.00', 'monthly DD'),
    ('2025-09-12', 'Kelvinbank Parish Church', 'Choir', '30.00', 'autumn term subs'),
    ('2025-09-15', 'Scottish Power', 'Gas & electric', '96.00', 'monthly DD'),
    ('2025-10-06', 'Glasgow City Council', 'Council tax', '147.00', 'monthly DD'),
    ('2025-10-09', 'Glasgow City Council', 'House', '35.00', 'bulk uplift - armchair + mattress'),
    ('2025-10-15', 'Scottish Power', 'Gas & electric', '118.00', 'monthly DD (winter)'),
    ('2025-10-22', 'Waterstones', 'Books', '9.99', 'The Herring Lassies'),
]


def build():
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator='\n')
    w.writerow(['crop', 'variety', 'kinloch_code', 'packets', 'price_each', 'line_total', 'where_it_goes'])
    sub = 0
    for crop, var, code, q, p, where in SEEDS:
        w.writerow([crop, var, code, q, '%.2f' % p, '%.2f' % (q * p), where])
        sub += q * p
    sub = round(sub, 2)
    disc = round(sub * 0.15, 2)
    w.writerow(['', 'SUBTOTAL', '', '', '', '%.2f' % sub, ''])
    w.writerow(['', 'Association discount 15%', '', '', '', '-%.2f' % disc, ''])
    w.writerow(['', 'TOTAL (order KSC-240117, paid 22 Jan 2025)', '', '', '', '%.2f' % (sub - disc), ''])
    assert '%.2f' % (sub - disc) == '37.85'
    write_text('data/allotment-seed-order-2025.csv', buf.getvalue())

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator='\n')
    w.writerow(['date', 'paid_to', 'category', 'amount_gbp', 'note'])
    for r in HOUSEHOLD:
        w.writerow(r)
    write_text('data/household-spending-2025.csv', buf.getvalue())
