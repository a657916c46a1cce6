"""Build the whole vault: python3 gen/build.py"""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import VAULT
import notes, mail, mbox, cal, chats, data

if __name__ == '__main__':
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for mod in (notes, mail, mbox, cal, chats, data):
        mod.build()
    n = sum(len(f) for _, _, f in os.walk(VAULT))
    print('files:', n)
