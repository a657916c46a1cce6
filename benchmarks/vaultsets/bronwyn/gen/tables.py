"""Two CSV files: caravan restoration ledger and school chemical spray register."""
import csv
import io
from decimal import Decimal
from common import put

LEDGER = [
    ('2024-05-18', 'Marge - 1972 Millard 15ft (private sale)', 'Pinjarra bloke (Gumtree)', 'purchase', '3200.00', 'cash, no receipt - signed note'),
    ('2024-05-18', 'trailer plug adaptor + temp magnetic lights', 'Supercheap', 'electrical', '64.95', 'to get her home'),
    ('2024-06-01', 'marine ply 2400x1200x12 x2', 'Bunnings', 'floor', '189.00', ''),
    ('2024-06-01', 'construction adhesive x4 + s/s screws', 'Bunnings', 'floor', '58.40', ''),
    ('2024-06-15', 'rust converter 1L + cold gal x2 + wire wheels', 'Bunnings', 'chassis', '112.70', ''),
    ('2024-06-22', 'underbody wax 4L + spray gun', 'Freo Auto Parts', 'chassis', '79.00', ''),
    ('2024-07-20', 'wheel bearing kits x2 + seals x4 + grease', 'Freo Auto Parts', 'running gear', '146.80', 'one side full of water'),
    ('2024-08-10', 'sandpaper (80/120/240) + orbital sander #2', 'Bunnings', 'paint prep', '229.00', "the 2nd sander wasn't necessary"),
    ('2024-08-24', 'paint sample pots x4', 'auto paint supplies O\'Connor', 'paint', '48.00', 'sea mist / duck egg / charcoal / white'),
    ('2024-10-12', 'public weighbridge', 'Kwinana weighbridge', 'compliance', '22.00', 'ticket in folder'),
    ('2024-10-12', 'Sikaflex x2 + masking tape + broom', 'Bunnings', 'roof', '61.30', 'roof seams'),
    ('2024-11-15', 'gas compliance inspection + regulator + pigtail', 'Ashby Gas Services', 'gas', '385.00', 'paid on invoice'),
    ('2024-11-30', 'jockey wheel + rated shackles x2', 'Freo Auto Parts', 'running gear', '118.50', ''),
    ('2024-12-14', 'LiFePO4 100Ah battery', 'electrical wholesaler (Nev\'s trade acct)', '12V', '689.00', "Lachie's pick, trade price"),
    ('2024-12-14', '25A DC-DC charger', 'electrical wholesaler (Nev\'s trade acct)', '12V', '329.00', ''),
    ('2025-01-06', '200W solar blanket + Anderson plugs + 6mm cable', 'electrical wholesaler (Nev\'s trade acct)', '12V', '398.60', ''),
    ('2025-01-28', 'insurance 12 months (agreed value)', 'Coastline', 'insurance', '412.00', 'policy no. in the welcome email'),
    ('2025-02-24', 'upholstery deposit', 'Stitched Up Upholstery', 'upholstery', '500.00', 'deposit only'),
    ('2025-03-04', 'vehicle examination fee', 'Dept of Transport', 'licensing', '159.30', 'PASSED'),
    ('2025-03-11', 'plates + 12 months licence', 'Dept of Transport', 'licensing', '301.15', '1TRZ 615'),
    ('2025-03-15', 'LED downlights x8 warm white + USB points x2', 'electrical wholesaler (Nev\'s trade acct)', '12V', '96.00', ''),
    ('2025-04-07', 'paint deposit', 'Hendo Auto Refinish', 'paint', '1500.00', 'balance on pick-up'),
    ('2025-04-12', '65L upright fridge', 'caravan & camping shop, Osborne Park', 'fridge', '1149.00', 'goes in after paint'),
]

SPRAY = [
    ('2024-05-14', 'path edges + car park cracks', 'weeds (general)', 'Glypho 360', 'glyphosate 360 g/L', '100 mL/10 L', '10', 'calm', '19', 'B. Tait', ''),
    ('2024-06-11', 'kindy fence line', 'couch runners', 'Glypho 360', 'glyphosate 360 g/L', '100 mL/10 L', '5', 'light SW', '17', 'B. Tait', ''),
    ('2024-07-23', 'front office beds', 'oxalis', 'Oxa-Stop', 'fluroxypyr', '15 mL/10 L', '5', 'calm', '16', 'B. Tait', 'spot spray'),
    ('2024-08-13', 'junior oval', 'bindii', 'Lawnguard BX', 'bromoxynil + MCPA', '60 mL/10 L', '60', 'light E', '18', 'B. Tait', 'round 1 - early this year'),
    ('2024-08-20', 'front oval south end', 'bindii', 'Lawnguard BX', 'bromoxynil + MCPA', '60 mL/10 L', '40', 'calm', '17', 'B. Tait', ''),
    ('2024-09-03', 'junior oval fence lines', 'bindii', 'Lawnguard BX', 'bromoxynil + MCPA', '60 mL/10 L', '20', 'light SE', '20', 'B. Tait', 'round 2'),
    ('2024-09-17', 'path edges', 'weeds (general)', 'Glypho 360', 'glyphosate 360 g/L', '100 mL/10 L', '10', 'calm', '21', 'B. Tait', ''),
    ('2024-10-08', 'front oval', 'ants (mounds)', 'AntOut granules', 'bifenthrin 2 g/kg', '2.5 kg/100 m2', '-', 'calm', '22', 'B. Tait', 'oval closed 24h'),
    ('2024-10-29', 'bush tucker bed surrounds', 'weeds (general)', 'hand weeded', '-', '-', '-', '-', '-', 'B. Tait', 'no chem near edible bed!'),
    ('2024-11-12', 'car park cracks', 'weeds (general)', 'Glypho 360', 'glyphosate 360 g/L', '100 mL/10 L', '10', 'calm', '26', 'B. Tait', ''),
    ('2024-12-03', 'back fence line', 'long grass (snake risk)', 'slashed', '-', '-', '-', '-', '-', 'B. Tait', 'after dugite 19/11'),
    ('2025-01-14', 'path edges', 'weeds (general)', 'Glypho 360', 'glyphosate 360 g/L', '100 mL/10 L', '10', 'calm', '29', 'M. Fenwick', 'relief - early am'),
    ('2025-02-11', 'front oval', 'ants (mounds)', 'AntOut granules', 'bifenthrin 2 g/kg', '2.5 kg/100 m2', '-', 'calm', '31', 'B. Tait', 'oval closed 24h'),
    ('2025-02-25', 'kindy fence line', 'couch runners', 'Glypho 360', 'glyphosate 360 g/L', '100 mL/10 L', '5', 'light SW', '30', 'B. Tait', ''),
    ('2025-03-18', 'front office beds', 'oxalis', 'Oxa-Stop', 'fluroxypyr', '15 mL/10 L', '5', 'calm', '25', 'B. Tait', ''),
    ('2025-04-15', 'path edges + car park', 'weeds (general)', 'Glypho 360', 'glyphosate 360 g/L', '100 mL/10 L', '15', 'calm', '23', 'B. Tait', 'school hols'),
    ('2025-04-22', 'junior oval west', 'clover + bindii seedlings', 'Lawnguard BX', 'bromoxynil + MCPA', '60 mL/10 L', '30', 'light NE', '24', 'B. Tait', 'autumn clean-up'),
]


def ledger_rows():
    rows, tot = [], Decimal('0')
    for d, item, sup, cat, amt, note in LEDGER:
        tot += Decimal(amt)
        rows.append((d, item, sup, cat, amt, '%.2f' % tot, note))
    return rows, tot


def to_csv(header, rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator='\r\n')
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


def build():
    rows, _ = ledger_rows()
    put('caravan/marge_ledger.csv', to_csv(['date', 'item', 'supplier', 'category', 'amount_aud', 'running_total', 'notes'], rows))
    put('school/spray_register.csv', to_csv(['date', 'area', 'target', 'product', 'active', 'rate', 'volume_L', 'wind',
                                             'temp_C', 'operator', 'notes'], SPRAY))
