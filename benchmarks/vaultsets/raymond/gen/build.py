"""Build the whole vault: python3 build.py (from this folder)."""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import OUT
import notes_bees, notes_dad, notes_other, notes_daily, mail, mbox_list, calendars, chats, data

if os.path.isdir(OUT):
    shutil.rmtree(OUT)
os.makedirs(OUT)
for mod in (notes_bees, notes_dad, notes_other, notes_daily, mail, mbox_list, calendars, chats, data):
    mod.build()
n = sum(len(f) for _, _, f in os.walk(OUT))
print('files:', n)
