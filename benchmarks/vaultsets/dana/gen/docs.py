from common import write

DOCS = {}

DOCS["docs/building-permit-summary.txt"] = """
CITY OF MINNEAPOLIS - COMMUNITY PLANNING & ECONOMIC DEVELOPMENT
Residential Building Permit - Summary (copy from the permit portal, saved 06/03/2025)

Permit number ........ BLDR-25-018842
Permit type .......... Residential Remodel / Alteration (1-2 family)
Status ............... ISSUED 06/02/2025
Site address ......... 4__ Elliot Ave S, Minneapolis MN 554__   (owner: Whitfield, D. & N.)
Contractor ........... North Loop Builders & Remodeling LLC  - MN lic. BC-7719043
Valuation ............ $48,750
Permit fee ........... $612.40 (paid by contractor, incl. plan review + state surcharge)

Scope of work (as applied):
  - Remove and replace kitchen cabinets and countertops, approx. 150 sq ft
  - Relocate kitchen sink approx. 18 in.; new drain/vent per plumbing code
  - New 20A small appliance branch circuits (2), dedicated circuits for dishwasher,
    disposal and microwave; GFCI/AFCI protection per NEC 2023 as adopted
  - New range hood ducted to exterior, wall penetration with damper
  - Drywall, insulation at exterior wall, flooring

Required inspections:
  [ ] Rough-in: electrical, plumbing, mechanical (may be combined)
  [ ] Insulation / close-in (exterior wall only)
  [ ] Final: building, electrical, plumbing

Schedule inspections online or at 612-555-0101 (option 2). Inspection windows are
8:00 AM - 12:00 PM or 12:00 PM - 4:00 PM. An adult must be present.
Permit card must be posted visibly at the site until final approval.
Permit expires 180 days after issuance if no inspection is requested.
"""

DOCS["docs/contract-scope-excerpt.txt"] = """
NORTH LOOP BUILDERS & REMODELING LLC
Residential Remodeling Agreement No. NLB-25-0412
Owner: Dana & Nathan Whitfield          Signed: 05/20/2025
(excerpt - sections I keep needing; full signed copy is in the blue folder)

SECTION 4 - SCOPE OF WORK (KITCHEN)

4.1 Demolition. Remove existing cabinets, countertops, soffit, flooring to subfloor,
    and non-bearing partition at former broom closet. Protect adjacent rooms with
    dust barrier (zip wall) and floor protection.

4.2 Electrical. Contractor shall furnish and install, through its licensed electrical
    subcontractor: (a) new dedicated 20-amp circuits for the dishwasher, the disposal
    and the over-range/drawer microwave; (b) two (2) 20-amp small-appliance branch
    circuits serving countertop receptacles, GFCI protected, receptacle spacing per
    code; (c) under-cabinet lighting circuit with dimmer; (d) two pendant boxes over the
    peninsula; (e) range hood circuit. All work per NEC as adopted by the City of
    Minneapolis, including permit and inspections.

4.3 Plumbing. Relocate sink approximately 18 inches; new supply, drain and vent;
    install owner-supplied sink, faucet and disposal; dishwasher hookup.

4.4 Mechanical. New range hood (owner-supplied) ducted to exterior through rear wall,
    with exterior damper.

4.5 Cabinets. Supply and install painted shaker cabinets per approved drawing rev. C
    (color: Sage Mist). Countertops are by Owner's separate contract with fabricator;
    Contractor coordinates templating and install dates.

SECTION 7 - SITE CONDITIONS AND DEBRIS

7.1 One (1) 20-yard roll-off container and up to two (2) swaps/hauls are included.
    Additional hauls are at Owner's cost only where caused by Owner-requested changes.

SECTION 9 - CHANGE ORDERS

9.1 No change to the scope or price shall be made except by written change order signed
    by Owner and Contractor before the changed work is performed.
9.2 Concealed conditions (e.g., rot, undocumented wiring) discovered during demolition
    shall be documented with photos and priced as a change order.

SECTION 11 - PAYMENT
    Deposit 30% at signing; 25% at rough-in approval; 25% at cabinet installation;
    10% at substantial completion; final 10% upon final inspection approval and
    delivery of lien waivers from all subcontractors and suppliers.
"""

DOCS["docs/juni-cardiology-report.txt"] = """
TWIN CITIES VETERINARY SPECIALISTS - CARDIOLOGY SERVICE
St. Louis Park, MN   |   952-555-0188

CONSULTATION SUMMARY
Patient: Juniper ("Juni") Whitfield   Species: Canine   Breed: Labrador mix
Age: ~13 y   Sex: FS   Weight: 27.6 kg (60.8 lb)
Referring DVM: Anneliese Brandt, DVM - Longfellow Veterinary Clinic
Cardiologist: Kofi Mensah, DVM, DACVIM (Cardiology)
Date of visit: 07/11/2025

Presenting complaint: nocturnal cough x 5 days; home sleeping respiratory rate up to 44 bpm on 07/09.
History of MMVD stage B2 (dx 02/2025) on pimobendan 5 mg PO q12h. Also on carprofen for osteoarthritis.

Echocardiogram:
  - Thickened, prolapsing mitral valve leaflets with severe mitral regurgitation
  - Left atrial enlargement, LA:Ao 2.1 (normal < 1.6)
  - LV dilation, LVIDdN 2.0 (normal < 1.7)
  - Fractional shortening 44% (hyperdynamic, expected with MR)
  - No pericardial effusion. Tricuspid regurgitation mild.
Thoracic radiographs: cardiomegaly (VHS 12.1), mild interstitial pattern caudodorsal lung fields
consistent with early cardiogenic pulmonary edema.

Assessment: Myxomatous mitral valve disease, ACVIM stage C (congestive heart failure).

Plan:
  1. Continue pimobendan 5 mg PO q12h.
  2. Start furosemide 20 mg PO q12h.
  3. Discontinue carprofen (NSAID use with loop diuretic increases risk of kidney injury).
     For osteoarthritis pain, suggest gabapentin 100 mg PO q12h - to be managed by rDVM.
  4. Recheck renal panel + electrolytes in 10-14 days with Dr. Brandt.
  5. Owner to continue home sleeping respiratory rate monitoring; target < 30 bpm.
     Call if > 35 bpm on two consecutive counts.
  6. Low-sodium diet. Cardiology recheck in 4-6 months or sooner if signs recur.

Discussed prognosis with owner (Dana). Owner is a pharmacist and understands medication rationale.

Kofi Mensah, DVM, DACVIM (Cardiology)
"""


def build():
    return [write(p, t) for p, t in DOCS.items()]
