# -*- coding: utf-8 -*-
"""Build the whole vault: python3 gen/build.py"""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import VAULT
import notes_a, notes_b, mail, cal, chats, data

if os.path.isdir(VAULT):
    shutil.rmtree(VAULT)
os.makedirs(VAULT)
for mod in (notes_a, notes_b, mail, cal, chats, data):
    mod.build()
n = sum(len(f) for _, _, f in os.walk(VAULT))
print('files:', n)
