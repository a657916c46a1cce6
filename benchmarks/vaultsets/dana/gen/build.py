"""Build the whole vault: python3 gen/build.py"""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import VAULT
import notes_kitchen, notes_other, docs, mail, mbox, calendars, chats, data

if os.path.isdir(VAULT):
    shutil.rmtree(VAULT)
files = []
for mod in (notes_kitchen, notes_other, docs, mail, mbox, calendars, chats, data):
    files += mod.build()
print(len(files), "files")
