"""Build Harriet's vault: python3 build.py"""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import VAULT
import notes_mum, notes_house, notes_other, notes_daily, mails, mbox_gen, cal_gen, chats_gen, data_gen

if os.path.isdir(VAULT):
    shutil.rmtree(VAULT)
os.makedirs(VAULT)
for mod in [notes_mum, notes_house, notes_other, notes_daily, mails, mbox_gen, cal_gen, chats_gen, data_gen]:
    mod.build()
n = sum(len(f) for _, _, f in os.walk(VAULT))
print("files:", n)
