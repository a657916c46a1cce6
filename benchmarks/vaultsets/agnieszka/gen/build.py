"""Build the whole vault: python gen/build.py"""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib, notes_kitchen, notes_work, notes_life, notes_daily, docs, mails, mbox_cal, chats, data

if os.path.isdir(lib.VAULT):
    shutil.rmtree(lib.VAULT)
os.makedirs(lib.VAULT)
for mod in (notes_kitchen, notes_work, notes_life, notes_daily, docs, mails, mbox_cal, chats, data):
    mod.build()
print(len(lib.WRITTEN), "files written")
