"""Build the whole vault: python3 make_vault.py (standard library only)."""
import os
import shutil
from common import VAULT
import notes_cottage, notes_life, notes_daily, mail, mbox_cal, chats_data

if os.path.exists(VAULT):
    shutil.rmtree(VAULT)
os.makedirs(VAULT)
for mod in (notes_cottage, notes_life, notes_daily, mail, mbox_cal, chats_data):
    mod.build()
n = sum(len(f) for _, _, f in os.walk(VAULT))
print("files:", n)
