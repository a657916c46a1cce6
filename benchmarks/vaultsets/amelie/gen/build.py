"""Regenerate the whole vault: python3 build.py"""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import OUT
import notes, notes_en, mails, cals, chats, data

if os.path.isdir(OUT):
    shutil.rmtree(OUT)
os.makedirs(OUT)
for mod in (notes, notes_en, mails, cals, chats, data):
    mod.build()
n = sum(len(f) for _, _, f in os.walk(OUT))
print("files:", n)
