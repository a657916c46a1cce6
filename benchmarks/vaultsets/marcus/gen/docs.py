NOTES = {}

NOTES['docs/invoices/chainline-INV-88213.txt'] = """CHAINLINE DISTRIBUTION LTD
Unit 4, Westgate Trade Centre, Avonmouth, Bristol BS11 9HP
VAT reg: GB 771 2093 18          Tel 0117 496 0100

                                   TAX INVOICE

Invoice no:     INV-88213               Invoice date:  13/01/2025
Account:        CHL-20931               Your order:    SO-118842
Invoice to:     Mardyke Cycles & Coffee
                23 Kilnworth Street, Bedminster, Bristol BS3 4NX

Code          Description                               Qty    Unit      Net
------------------------------------------------------------------------------
CL-CH11-116   11-speed chain 116L, boxed (x10)            1   82.00    82.00
CL-CH9-114    9-speed chain 114L, boxed (x10)             1   72.50    72.50
CL-BP-DISC-R  Disc pads resin, assorted (x20)             2   74.00   148.00
CL-CAB-SS     Stainless gear inner cable (x100)           1   58.90    58.90
CL-BB-BSA     BSA bottom bracket 68/73mm                  6   14.95    89.70
CL-CS-11-32   11-speed cassette 11-32                     4   32.90   131.60
CL-GR-WS      Workshop grease 1kg                         2   12.20    24.40
CL-TL-TQ5     Torque wrench 2-14Nm                        1  121.35   121.35
------------------------------------------------------------------------------
                                                  Net total         728.45
                                                  Carriage            0.00
                                                  VAT @ 20%         145.69
                                                  INVOICE TOTAL  GBP 874.14

Back order: CL-CH11-116 x1 (due w/c 27/01/2025) - will be invoiced on dispatch.

Payment terms: 30 days end of month. Due by 28/02/2025.
Bank: Chainline Distribution Ltd, sort code 40-49-60, account 31926488
Please quote the invoice number as your payment reference.

Goods remain the property of Chainline Distribution Ltd until paid for in full.
Page 1 of 1
"""

NOTES['docs/invoices/lowmoor-LM-2025-0644.txt'] = """LOWMOOR COFFEE ROASTERS
Unit 9, Feeder Road Trade Park, St Philips, Bristol BS2 0TX
wholesale@lowmoor.example.co.uk  |  VAT reg GB 402 7781 36

INVOICE LM-2025-0644
Date: 12 June 2025                      Account: LMC-0719
Customer: Mardyke Cycles & Coffee, 23 Kilnworth St, Bristol BS3 4NX
Delivery: Thursday 12/06/2025 (first delivery - welcome!)

Item                                    Qty     Price      Total   VAT
Foundry espresso blend, 1kg bag          6kg    19.80     118.80   Z
Night Shift decaf (Swiss water), 1kg     1kg    22.50      22.50   Z
Delivery                                  1      0.00       0.00   -

                                      Subtotal            141.30
                                      VAT (zero-rated)      0.00
                                      TOTAL DUE     GBP   141.30

Payment due within 14 days: by 26/06/2025.
Bank transfer to Lowmoor Coffee Roasters Ltd, 60-83-71 / 44019327,
ref LM-2025-0644.

Next delivery: Thursday 26 June.
"""

NOTES['docs/lease-extract-rent-review.txt'] = """LEASE - EXTRACT (typed up from the paper copy, key clauses only - MAH, July 2025)

Premises:   Ground floor shop and rear store, 23 Kilnworth Street, Bedminster,
            Bristol BS3 4NX, with the right to use the shared rear yard.
Landlord:   The Trustees of the Pemberton Family Trust, c/o Kingsdown
            Property Management, 61 Whiteladies Road, Clifton, Bristol BS8 2LY
Tenant:     Marcus Adeyemi-Hart (trading as Mardyke Cycles & Coffee)
Term:       10 years from and including 29 September 2020
Rent:       £14,400 per annum exclusive, payable monthly in advance on the
            1st of each month by standing order
Review:     29 September 2025 ("the Review Date")

Clause 5 - RENT REVIEW
5.1  The rent shall be reviewed on the Review Date to the higher of (a) the
     rent payable immediately before the Review Date and (b) the open market
     rent agreed or determined under this clause. [= upwards only]
5.2  The open market rent is the rent at which the premises might
     reasonably be expected to be let on the open market at the Review Date
     by a willing landlord to a willing tenant, for a term equal to the
     residue of the term, on the terms of this lease (other than the amount
     of rent).
5.3  Assumptions: the premises are fit for immediate occupation and use;
     the tenant has complied with its obligations.
5.4  Disregards: (a) any effect on rent of the tenant's occupation;
     (b) goodwill of the tenant's business; (c) any improvement carried out
     by the tenant at its own cost with the landlord's consent, other than
     in pursuance of an obligation to the landlord.
5.5  If the landlord and tenant have not agreed the revised rent three
     months before the Review Date, either may apply to the President of
     the RICS to appoint an independent surveyor acting as an expert (not an
     arbitrator). The expert's fees shall be borne as the expert directs.
5.6  Until the revised rent is agreed or determined, the tenant shall
     continue to pay the rent at the rate payable before the Review Date,
     and on determination shall pay any shortfall within 14 days together
     with interest at base rate.
5.7  Time shall not be of the essence.
5.8  When the revised rent has been ascertained, a memorandum recording it
     shall be signed by or on behalf of the landlord and the tenant and
     attached to this lease; each party shall bear its own costs.

Clause 7 - SERVICE CHARGE (shared yard, bins, exterior lighting) - separate,
reconciled annually. Not subject to review.

Clause 9 - USE: cycle repair workshop, sale of cycle parts and accessories,
and cafe (Class E).
"""
