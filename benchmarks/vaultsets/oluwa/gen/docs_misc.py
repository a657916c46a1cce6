from lib import write

LAGOS_CHECKLIST = """DAD'S SALE - DOCUMENTS CHECKLIST (Oyekan Close)
File ref at Lawal, Ogunleye & Co: LOC/PROP/25/0193
Last updated: 12 Dec 2025 (Seun)

SELLER'S DOCUMENTS (Dad)
[x] Original registered deed of conveyance (1982) - with Folasade since April
[x] New survey plan LA/3317/2025/SU (commissioned by buyer, copy to us in June)
[x] Dad's international passport - certified copy
[x] Dad's passport photographs x 6
[x] Utility bill (Ikeja) as proof of address
[x] Signed offer acceptance letter (Mar)
[x] Signed Deed of Assignment (signed at completion, 14 Nov)
[ ] Tax Clearance Certificate 2022, 2023, 2024 - accountant (Mr Afolabi) "working on it"
[ ] Land Use Charge receipt 2025 - Dami to look in the steel cabinet in the back room
[x] Tenant vacated - confirmation letter (tenant left June)

BUYER'S SIDE (for info, not our job)
- Governor's consent application - buyer's lawyer files it, needs our TCC
- Stamp duties + registration - buyer

MONEY
- Deposit 10% - paid Aug
- Balance - paid on completion day
- Agent commission and legal fee deducted on completion (Folasade's statement of account to follow)
"""


def build():
    write("docs/lagos-sale-documents-checklist.txt", LAGOS_CHECKLIST)
