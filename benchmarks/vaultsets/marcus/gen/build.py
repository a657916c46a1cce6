"""Build the whole Marcus vault. Run: python3 gen/build.py"""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import VAULT, out
import notes_daily, notes_shop, notes_shop2, notes_rent, notes_personal, docs
import mail1, mail2, mail3, mbox, cals, chats, data

if os.path.exists(VAULT):
    shutil.rmtree(VAULT)
os.makedirs(VAULT)
for mod in (notes_daily, notes_shop, notes_shop2, notes_rent, notes_personal, docs):
    for rel, text in mod.NOTES.items():
        out(rel, text)
mail1.build(); mail2.build(); mail3.build(); mbox.build(); cals.build(); chats.build()
data.weekly_sales()
aug = data.staff_hours()
print('Hannah August hours:', aug, 'pay at 12.60 =', round(aug * 12.60, 2))
n = sum(len(f) for _, _, f in os.walk(VAULT))
print('files:', n)
