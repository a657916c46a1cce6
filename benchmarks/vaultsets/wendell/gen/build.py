"""Build the whole vault: python3 gen/build.py"""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import VAULT
import notes, mail, cal, chats

if os.path.exists(VAULT):
    shutil.rmtree(VAULT)
os.makedirs(VAULT)
notes.build(); mail.build(); cal.build(); chats.build()
n = sum(len(f) for _, _, f in os.walk(VAULT))
print("files:", n)
