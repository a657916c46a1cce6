"""Build the whole vault: python3 gen/build.py"""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT
import notes_studio, notes_london, notes_personal, notes_daily, mail, cal, chats

if os.path.exists(ROOT):
    shutil.rmtree(ROOT)
os.makedirs(ROOT)
for mod in (notes_studio, notes_london, notes_personal, notes_daily, mail, cal, chats):
    mod.build()
n = sum(len(f) for _, _, f in os.walk(ROOT))
print("files:", n)
