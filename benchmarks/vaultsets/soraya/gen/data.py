# -*- coding: utf-8 -*-
"""Two CSV ledgers."""
from common import write_text

INCENTIVES = """date,session_id,participant,round,duration_min,incentive_cad,method,status,notes
2024-05-09,PILOT,Ines (internal),0,45,0.00,-,n/a,pilot with a colleague - no incentive
2024-05-14,S01,P01,1,60,75.00,GiftLoop e-gift,paid,
2024-05-14,S02,P02,1,60,75.00,GiftLoop e-gift,paid,
2024-05-16,S03,P03,1,60,75.00,GiftLoop e-gift,paid,
2024-05-16,S04,P04,1,60,75.00,GiftLoop e-gift,paid,"great quotes, ran 5 min over"
2024-05-21,S05,P05,1,60,75.00,GiftLoop e-gift,paid,
2024-05-21,S06,P06,1,60,75.00,GiftLoop e-gift,paid,remote (Zoom)
2024-05-23,S07,P07,1,0,0.00,-,no-show,no incentive; floater F1 took the slot
2024-05-23,S07,F1,1,60,75.00,GiftLoop e-gift,paid,floater used
2024-05-23,S08,P08,1,60,75.00,GiftLoop e-gift,paid,
2024-05-28,S09,P09,1,60,75.00,GiftLoop e-gift,paid,
2024-05-28,S10,P10,1,60,75.00,GiftLoop e-gift,paid,
2024-05-30,S11,P11,1,60,75.00,GiftLoop e-gift,bounced,remote; typo in e-mail address
2024-05-30,S12,P12,1,60,75.00,GiftLoop e-gift,paid,
2024-05-30,-,F2,1,0,75.00,GiftLoop e-gift,paid,"floater on standby, not used - paid per policy"
2024-06-03,S11,P11,1,60,75.00,GiftLoop e-gift,paid,reissue of the bounced card
"""

EXPENSES = """date,item,category,amount_cad,paid_by,notes
2024-06-20,TRV fees x2 (processing + biometrics),visa,370.00,Soraya,IRCC portal
2024-07-02,Translations: pension letter + sanad,visa,62.00,Baba,paid in toman (~1.2M)
2024-07-15,Biometrics trip - hotel 2 nights,visa,238.00,Soraya,booked for them online
2024-07-25,Beacon Visitor Plan premium (Oct 5 - Jan 31),insurance,1184.00,Soraya,policy docs by e-mail
2024-08-29,Flights SYZ-IST-YVR return x2 (QX7PLM),flights,2980.00,Soraya,Kaveh pays half
2024-09-02,Kaveh - his half of the flights,flights,-1490.00,Kaveh,e-transfer received
2024-09-14,Second key cut,home,12.50,Soraya,
2024-10-05,YVR parking,transport,38.00,Soraya,
2024-10-06,Compass cards x2 + load,transport,92.00,Soraya,
2024-10-12,Winter jackets x2,clothes,389.98,Soraya,outdoor store on Lonsdale (sale)
2024-10-20,Whistler day trip - gondola x3,outings,267.00,Soraya,Baba's knees OK!
2024-11-02,Gala tickets x2,outings,170.00,Soraya,
2024-11-27,Return date change fee USD 300 (QX7PLM),flights,418.20,Soraya,agency charged my card
2024-12-18,Urgent care visit - Baba (chest infection) + x-ray,medical,640.00,Soraya,"claim BVC-CL-58822 mailed to Beacon 2025-01-08 - reimbursement PENDING, no reply yet"
2024-12-19,Pharmacy - antibiotics for Baba,medical,38.75,Soraya,included in the same claim
2024-12-21,Yalda groceries,food,214.30,Soraya,2 watermelons this time
2025-01-11,Photo book of the visit,gifts,89.00,Soraya,for Maman
2025-01-20,Extra suitcase (gifts going back),home,74.99,Soraya,
"""


def build():
    write_text("data/tidewater-incentives.csv", INCENTIVES)
    write_text("data/parents-visit-expenses.csv", EXPENSES)
