"""Plain-text docs and CSV data."""
import csv
import io
from util import write

write("docs/severnside-price-list-2025.txt", """
SEVERNSIDE HARDWOODS LTD
Saltmarsh Lane, Avonmouth, Bristol BS11 0YL
Sales 0117 496 0382  |  sales@severnsidehardwoods.example.co.uk

TRADE PRICE LIST - valid from 1 May 2025 (ex VAT)
All prices per cubic metre (m3), kiln dried 8-12% unless stated.

EUROPEAN OAK (FAS / 1st & 2nd)
  27mm ........................................ £2,240
  32mm ........................................ £2,280
  52mm ........................................ £2,380
  65mm ........................................ £2,520
  QS (quartersawn) 27mm ....................... £2,890
EUROPEAN OAK (character / rustic)
  27mm ........................................ £1,690
  52mm ........................................ £1,790
ASH (European, white)
  27mm ........................................ £1,560
  52mm ........................................ £1,640
AMERICAN BLACK WALNUT (FAS)
  27mm ........................................ £3,950
  52mm ........................................ £4,120
AMERICAN CHERRY (FAS)
  27mm ........................................ £3,050
  32mm ........................................ £3,100
AMERICAN WHITE OAK (FAS)
  27mm ........................................ £2,310
SAPELE
  27mm ........................................ £1,980
BEECH (steamed)
  27mm ........................................ £1,420

Machining: planed all round +£180/m3; ripping/cross-cutting £0.40 per cut.
Minimum order for delivery: £150. FREE delivery to BS postcodes over £400,
otherwise £30. Deliveries Tuesdays and Thursdays.
Trade accounts: 30 days end of month, subject to approval.
Customers may select their own boards - please report to the counter first.
""")

write("docs/lease-unit9-key-terms.txt", """
UNIT 9, BARROW MILLS - LEASE KEY TERMS (my summary, from the lease dated 1 July 2024)

Landlord:      Ferndown Estates Ltd
Tenant:        Kwame Mensah-Boateng t/a Mensah-Boateng Furniture
Premises:      Unit 9, Barrow Mills, St Philips, Bristol BS2 0QS (approx 650 sq ft)
Term:          3 years from 1 July 2024 to 30 June 2027
Rent:          £725 per calendar month, payable monthly in advance on the 1st
Service chg:   £40 per month (bins, yard lighting, gates)
Rent review:   Clause 5 - annual review each 1 October, landlord to give at
               least one month's written notice. Upward only (!)
Deposit:       £2,175 (3 months' rent)
Break clause:  Clause 9 - the Tenant may end the lease on 30 June 2026 by
               giving the Landlord not less than 6 months' prior written
               notice (i.e. notice must be received by 31 December 2025).
               Rent must be paid up to date and the unit left clear.
Use:           Light industrial / workshop (B2), no residential use
Insurance:     Landlord insures the building; tenant insures contents and
               must have public liability cover of at least £2m
Repairs:       Tenant - internal repairs and roller door; Landlord - roof,
               structure, yard
Alterations:   Non-structural only, with consent (not to be unreasonably
               withheld)
Alienation:    No assignment in the first 12 months; sharing with one other
               occupier allowed with consent
Notices:       In writing to Ferndown Estates Ltd, registered office
""")

write("docs/van-details.txt", """
VAN DETAILS - Ford Transit Custom 300 L1H1 (2018)

Reg:              WU68 FHT
VIN:              WF0YXXTTGYJU84417
Colour:           Frozen White
Engine:           2.0 EcoBlue 130PS diesel
Tyres:            215/65 R16C  (front 3.8 bar / rear 4.1 bar laden)
Oil:              5W-30, Ford WSS-M2C950-A, 6.2 litres
AdBlue:           top up every ~5,000 miles
Load length:      2.55 m (a 2.4 m board fits with the bulkhead hatch open)
Payload:          ~1,050 kg

Breakdown cover:  Greenway Recovery - member no. GR-55190384
                  24h: 0800 496 0733 (tell them it's a commercial vehicle)
Insurance:        Brightwell Van Insurance - policy BVI-2291847
                  renews 18 Sept each year
MOT:              due August (Ashton Vale Motors do it)
Service:          every 10k miles or 12 months
Locking wheel nut key: in the glovebox, in the little red bag
Spare key:        ??? (kitchen drawer?)
""")

# ------------------------------------------------------------ invoices CSV
key_rows = {
    1: ("2025-01-08", "Achterberg", "Oak bookcase - balance", "1240.00", "2025-01-08", "paid", "2025-01-13"),
    2: ("2025-01-20", "Pemberton", "Ash desk with 2 drawers - deposit 40%", "760.00", "2025-01-27", "paid", "2025-01-22"),
    9: ("2025-03-14", "Pemberton", "Ash desk with 2 drawers - balance", "1140.00", "2025-03-14", "paid", "2025-03-18"),
    41: ("2025-08-26", "Harriet Lowe", "Dining table - deposit 40% (Q-2025-019 rev C)", "1556.00", "2025-09-02", "paid", "2025-09-01"),
    43: ("2025-09-12", "Lantern Cafe (T. Wierzbicki)", "3x benches - deposit 50% (Q-2025-024)", "870.00", "2025-09-19", "paid", "2025-09-15"),
    46: ("2025-09-30", "Lantern Cafe (T. Wierzbicki)", "3x benches - balance (Q-2025-024)", "870.00", "2025-10-30", "OVERDUE - chased 10 Nov", ""),
}
oneoffs = [
    ("M. Hollis", "Repair - 4 dining chairs reglued", "150.00"),
    ("The Old Bakery B&B", "Oak floating shelves x3 with brackets", "285.00"),
    ("J. Cole", "Bedside tables x2 - design visit", "60.00"),
    ("S. Okoro", "Oak coat rack with shelf", "210.00"),
    ("Redcliffe Primary PTA", "Raffle prize - walnut board (discounted)", "40.00"),
    ("D. Ferreira", "Kitchen shelf, oak, fitted", "240.00"),
    ("P. Whitlock", "Ash step stool", "140.00"),
    ("Bramble & Rye Bakery", "Oak bread display boards x4", "220.00"),
    ("K. Nwosu", "Walnut chopping board - engraved wedding gift", "95.00"),
    ("Southville Deli", "Ash menu boards x6", "180.00"),
    ("T. Marsh", "Repair - drawer runners, oak chest", "150.00"),
    ("A. Desai", "Oak wall-hung shelf unit", "365.00"),
    ("Harbour Gift Shop", "Spoon racks x6 - sale or return settled", "112.00"),
    ("L. Price", "3-leg ash stool", "140.00"),
    ("R. Banerjee", "Oak mirror frame", "175.00"),
    ("Cotham Hill Florist", "Ash display crates x4", "160.00"),
    ("E. Hughes", "Walnut cheese boards x3", "150.00"),
    ("G. Tan", "Alteration - shorten oak table legs", "150.00"),
    ("N. Achebe", "Oak plant stand", "120.00"),
    ("Windmill Hill City Farm", "Ash signboard, routed lettering", "130.00"),
    ("C. Lloyd", "Walnut jewellery box", "185.00"),
    ("The Tobacco Room bar", "Oak bar shelf, fitted", "310.00"),
    ("F. Mahmood", "Ash shoe bench", "260.00"),
    ("H. Greene", "Repair - rocking chair spindle", "150.00"),
    ("Y. Osei", "Oak bathroom shelf", "95.00"),
    ("B. Kowalczyk", "Walnut board set x2", "150.00"),
    ("Easton Community Centre", "Noticeboard frames x3, ash", "210.00"),
    ("M. Ridley", "Oak picture ledge x2", "110.00"),
    ("V. Santos", "Ash coffee table", "520.00"),
    ("W. Adeleke", "Cherry keepsake box", "140.00"),
]
recurring = [
    ("Gather & Co (shop)", "Ash/oak chopping boards x12 - wholesale", "420.00"),
    ("Fern & Flint Interiors", "Walnut serving boards x6", "330.00"),
    ("Gather & Co (shop)", "Spoon racks x10 - wholesale", "196.00"),
    ("Fern & Flint Interiors", "Candle blocks x12 sets", "158.00"),
]
import datetime
key_dates = {n: datetime.date.fromisoformat(r[0]) for n, r in key_rows.items()}
key_dates[0] = datetime.date(2025, 1, 6)
key_dates[51] = datetime.date(2025, 11, 14)
rows = []
oi = ri = 0
for n in range(1, 51):
    if n in key_rows:
        r = key_rows[n]
    else:
        lo = max(k for k in key_dates if k < n)
        hi = min(k for k in key_dates if k > n)
        d0, d1 = key_dates[lo], key_dates[hi]
        d = d0 + datetime.timedelta(days=int((d1 - d0).days * (n - lo) / (hi - lo)))
        if n % 3 == 0:
            client, desc, amt = recurring[ri % len(recurring)]; ri += 1
        else:
            client, desc, amt = oneoffs[oi % len(oneoffs)]; oi += 1
        due = d + datetime.timedelta(days=14)
        paid = d + datetime.timedelta(days=3 + n % 6)
        status = "paid"
        if n == 50:
            status, paid = "sent", None
        r = (d.isoformat(), client, desc, amt, due.isoformat(), status, paid.isoformat() if paid else "")
    rows.append(("KMB-2025-%03d" % n,) + r)
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["invoice_no", "date", "client", "description", "amount_gbp", "due_date", "status", "paid_date"])
w.writerows(rows)
write("data/invoices-2025.csv", buf.getvalue())

# ------------------------------------------------------------ timber orders CSV
orders = [
    ("2025-01-16", "Hartcliffe", "HT-86520", "European oak FAS", 27, 0.30, 2390, "9-11%", "J25-01 bookcase/stock"),
    ("2025-01-16", "Hartcliffe", "HT-86520", "Ash", 52, 0.10, 1710, "10%", "J25-02 desk"),
    ("2025-02-20", "Hartcliffe", "HT-87133", "American black walnut", 27, 0.05, 4050, "9%", "market boards"),
    ("2025-02-20", "Hartcliffe", "HT-87133", "Ash", 27, 0.15, 1620, "10-11%", "market boards/stools"),
    ("2025-04-03", "Hartcliffe", "HT-88104", "European oak FAS", 27, 0.40, 2390, "15-17% !! cupped", "stock - 10% credit"),
    ("2025-05-20", "Severnside", "SO-20114", "European oak FAS", 27, 0.25, 2240, "9-10%", "stock"),
    ("2025-05-20", "Severnside", "SO-20114", "Ash", 27, 0.15, 1560, "9%", "market"),
    ("2025-06-05", "Severnside", "SO-20388", "European oak FAS", 52, 0.12, 2380, "10%", "stools/legs"),
    ("2025-06-05", "Hartcliffe", "HT-88977", "Ash", 27, 0.05, 1620, "11%", "last order - account closing"),
    ("2025-07-15", "Severnside", "SO-20950", "American black walnut", 27, 0.06, 3950, "9%", "market boards"),
    ("2025-09-15", "Severnside", "SO-21702", "Ash", 52, 0.22, 1640, "9-10%", "J25-24 benches"),
    ("2025-09-15", "Severnside", "SO-21702", "Ash", 27, 0.10, 1560, "9%", "J25-24 benches"),
    ("2025-10-02", "Severnside", "SO-22015", "European oak FAS", 27, 0.10, 2240, "10%", "stock"),
    ("2025-11-06", "Severnside", "SO-22871", "European oak FAS", 52, 0.19, 2380, "9-10%", "J25-19"),
    ("2025-11-06", "Severnside", "SO-22871", "European oak FAS", 27, 0.04, 2240, "9%", "J25-19"),
]
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["date", "supplier", "order_ref", "species", "thickness_mm", "volume_m3", "price_per_m3_gbp", "net_gbp", "moisture_on_arrival", "job"])
for o in orders:
    w.writerow(list(o[:7]) + ["%.2f" % (o[5] * o[6])] + list(o[7:]))
write("data/timber-orders-2025.csv", buf.getvalue())
print("docs/data done")
