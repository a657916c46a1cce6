import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import VAULT
import notes_bees, notes_school, notes_family, notes_daily, docs_misc, mail, mbox, cal, chats, data

if os.path.exists(VAULT):
    shutil.rmtree(VAULT)
for mod in (notes_bees, notes_school, notes_family, notes_daily, docs_misc, mail, mbox, cal, chats, data):
    mod.build()
mail.build_extra()
n = sum(len(f) for _, _, f in os.walk(VAULT))
print("files:", n)
